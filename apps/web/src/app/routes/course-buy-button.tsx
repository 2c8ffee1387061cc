import { useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { courseKey } from '@/features/catalog/api/get-course';
import { BuyButton } from '@/features/catalog/components/buy-button';
import { useBuyCourse } from '@/features/commerce/api/buy-course';
import { useCourseBooking } from '@/features/commerce/api/get-course-booking';

/**
 * The catalogue's buy button wired to commerce's order calls. A purchase also refreshes the
 * course itself, whose owned flag may have changed.
 */
export function CourseBuyButton({ course }: { course: CourseDetail }) {
  const queryClient = useQueryClient();
  const booking = useCourseBooking(course.id);
  const buy = useBuyCourse(course.id, () => void queryClient.invalidateQueries({ queryKey: courseKey }));
  return <BuyButton course={course} booking={booking} buy={buy} />;
}
