import type { Ref } from 'react';
import type { Booking } from '@app/contract/commerce/schemas';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from '@/shared/ui/icons';
import { endedAttemptText, type EndedAttempt } from '../lib/attempt';
import { formatDateTime } from '../lib/format';
import { xCircle } from '../lib/icons';
import { methodLabel } from '../lib/payment-methods';

/**
 * Why a pending order is waiting again: its latest payment did not go through, ran out of time or
 * was cancelled, nothing was charged, and it can be paid with any method until its deadline.
 */
export function AttemptNotice({
  booking,
  ended,
  compact,
  noticeRef,
}: {
  booking: Booking;
  ended: EndedAttempt;
  /** A line in a list's row rather than a box above a form. */
  compact?: boolean;
  /** Focused when the learner comes to pay again. */
  noticeRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const method = booking.payment_method ? methodLabel(t, booking.payment_method) : '';
  return (
    <div
      ref={noticeRef}
      tabIndex={noticeRef ? -1 : undefined}
      className={cx(
        'flex gap-2 text-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
        compact
          ? 'text-sm'
          : 'scroll-mt-4 rounded-[var(--radius-card)] border border-red-300 bg-red-50 p-4 text-sm',
      )}
    >
      <Icon path={xCircle} size={compact ? 16 : 20} className="mt-0.5 shrink-0" />
      <p>
        <strong className="font-bold">{t(endedAttemptText(ended), { method })}</strong>{' '}
        {t('commerce.attempt.again', { deadline: formatDateTime(booking.expires_at, locale) })}
      </p>
    </div>
  );
}
