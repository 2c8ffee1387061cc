import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyCourse as buyCourseCall } from '@app/contract/commerce/endpoints';
import { bookingsKey, courseBookingKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';
import { readStoredUser } from '@/shared/session/stored-user';

/**
 * product §3 "buy payload", §7: POST /api/v1/bookings?course_id&user_id&email. The user's id and
 * email come from the stored session user; the server takes the user from the token and refuses
 * someone else's id or email.
 */
export function buyCourse(courseId: number) {
  const user = readStoredUser();
  return callData(buyCourseCall, {
    query: { course_id: courseId, user_id: user?.id, email: user?.email },
  });
}

/**
 * `onSettled` lets the page that composes the buy button refresh what else a purchase changes (the
 * course's owned flag, a catalogue query this feature does not know).
 */
export function useBuyCourse(courseId: number, onSettled?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buyCourse(courseId),
    // Whatever the answer (an order, an owned course, or "already ordered"), the order lists, this
    // course's order and its owned flag may have changed.
    // Not awaited: the alert shows at once, the queries refresh behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: courseBookingKey(courseId) });
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      onSettled?.();
    },
  });
}
