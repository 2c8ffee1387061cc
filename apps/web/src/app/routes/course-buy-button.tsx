import { useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { loginTo, paths } from '@/shared/routes/route-table';
import { useSession } from '@/shared/session/session-store';
import { courseKey } from '@/features/catalog/api/get-course';
import { BuyButton } from '@/features/catalog/components/buy-button';
import { useBuyCourse } from '@/features/commerce/api/buy-course';
import { useCourseBooking } from '@/features/commerce/api/get-course-booking';

/**
 * The catalogue's buy button wired to commerce's order calls. A purchase also refreshes the
 * course itself, whose owned flag may have changed. A visitor (a course page open to visitors,
 * product §2) is sent to log in first, and comes back to the course.
 */
export function CourseBuyButton({ course }: { course: CourseDetail }) {
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => Boolean(s.token));
  const booking = useCourseBooking(course.id, { enabled: signedIn });
  const buy = useBuyCourse(course.id, () => void queryClient.invalidateQueries({ queryKey: courseKey }));
  return (
    <BuyButton
      course={course}
      booking={booking}
      buy={buy}
      loginFirst={signedIn ? undefined : loginTo(paths.course(course.slug))}
    />
  );
}
