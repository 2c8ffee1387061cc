import type { BookingStatus } from '@app/contract/commerce/constants';
import type { Booking } from '@app/contract/commerce/schemas';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { checkCircle, Icon } from '@/shared/ui/icons';
import { hourglass, undo, xCircle } from '../lib/icons';
import { ReceiptButton } from './receipt-button';

type Outcome = Exclude<BookingStatus, 'pending'>;

const OUTCOMES: Record<Outcome, { title: MessageKey; text: MessageKey; icon: string; className: string }> = {
  paid: {
    title: 'commerce.result.paid',
    text: 'commerce.result.paidText',
    icon: checkCircle,
    className: 'bg-emerald-100 text-emerald-700',
  },
  failed: {
    title: 'commerce.result.failed',
    text: 'commerce.result.failedText',
    icon: xCircle,
    className: 'bg-red-100 text-red-700',
  },
  expired: {
    title: 'commerce.result.expired',
    text: 'commerce.result.expiredText',
    icon: hourglass,
    className: 'bg-slate-200 text-slate-700',
  },
  cancelled: {
    title: 'commerce.result.cancelled',
    text: 'commerce.result.cancelledText',
    icon: xCircle,
    className: 'bg-red-100 text-red-700',
  },
  refunded: {
    title: 'commerce.result.refunded',
    text: 'commerce.result.refundedText',
    icon: undo,
    className: 'bg-sky-100 text-sky-700',
  },
};

/**
 * An order that is no longer waiting: paid (start learning, get the receipt), or failed, expired,
 * cancelled or refunded (what happened, and the way back to the course to buy it again).
 */
export function PaymentResult({ booking }: { booking: Booking & { status: Outcome } }) {
  const t = useT();
  const outcome = OUTCOMES[booking.status];
  const paid = booking.status === 'paid';
  return (
    <section
      aria-labelledby="result-title"
      className="animate-fade-in flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white px-5 py-8 text-center shadow-[var(--shadow-card)] sm:px-8"
    >
      <span className={cx('flex size-16 items-center justify-center rounded-full', outcome.className)}>
        <Icon path={outcome.icon} size={34} />
      </span>
      <h2 id="result-title" className="text-2xl font-extrabold tracking-tight">
        {t(outcome.title)}
      </h2>
      <p className="max-w-md text-ink-soft">{t(outcome.text, { course: booking.course.title })}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
        {paid ? (
          <>
            <LinkButton to={paths.learning(booking.course.id)} size="lg">
              {t('commerce.result.startLearning')}
            </LinkButton>
            <ReceiptButton booking={booking} size="lg" />
          </>
        ) : (
          <>
            <LinkButton to={paths.course(booking.course.slug)} size="lg">
              {t('commerce.result.buyAgain')}
            </LinkButton>
            <LinkButton to={paths.transactions} variant="secondary" size="lg">
              {t('commerce.result.transactions')}
            </LinkButton>
          </>
        )}
      </div>
    </section>
  );
}
