import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCourseBooking as getCourseBookingCall } from '@app/contract/commerce/endpoints';
import type { Locale } from '@app/contract/envelope';
import { courseBookingKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/** product §7: GET /api/v1/bookings/course?course_id: this learner's order of a course, and whether it is theirs. */
export function getCourseBooking(courseId: number, signal?: AbortSignal) {
  return callData(getCourseBookingCall, { query: { course_id: courseId } }, { signal });
}

export const courseBookingQueryOptions = (courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...courseBookingKey(courseId), locale] as const,
    queryFn: ({ signal }) => getCourseBooking(courseId, signal),
    // An order paid in another tab or on the gateway shows as soon as the learner comes back.
    staleTime: 0,
  });

/** `enabled` false for a visitor: there is no order to ask for without a session. */
export function useCourseBooking(courseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const locale = useI18n((s) => s.locale);
  return useQuery({ ...courseBookingQueryOptions(courseId, locale), enabled });
}
