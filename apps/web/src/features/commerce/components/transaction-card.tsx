import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import { paymentPath } from '@/shared/commerce/orders';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/routes/route-table';
import { Button, LinkButton } from '@/shared/ui/button';
import { endedAttempt } from '../lib/attempt';
import { AttemptNotice } from './attempt-notice';
import { ReceiptButton } from './receipt-button';
import { StatusBadge } from './status-badge';

/** What paying a pending order is called: not started yet, under way, or after one that did not go through. */
function payAction(booking: Booking): MessageKey {
  if (endedAttempt(booking)) return 'commerce.transactions.payAgain';
  return booking.payment_status === 'pending'
    ? 'commerce.transactions.continuePayment'
    : 'commerce.transactions.payNow';
}

/**
 * One order in My transactions: the course, the order number, when, the total and the status;
 * a pending order can be paid (Pay now, Continue payment, or Pay again with a word on why after a
 * payment that did not go through) or cancelled, a paid one has its receipt. The order a buy has
 * just placed (`placed`) stands out and its Pay now takes the focus.
 */
export function TransactionCard({
  booking,
  onCancel,
  placed = false,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  placed?: boolean;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const locale = intlLocale(lang);
  const titleId = `order-${booking.id}-title`;
  const ended = endedAttempt(booking);
  const pending = booking.status === 'pending';
  const pay = useRef<HTMLAnchorElement>(null);
  const prominent = placed && pending;
  useEffect(() => {
    if (prominent) pay.current?.focus();
  }, [prominent]);
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex flex-col gap-4 rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-center sm:p-5',
        prominent ? 'border-brand ring-2 ring-brand' : 'border-line',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <img
          src={booking.course.image}
          alt=""
          width={128}
          height={72}
          loading="lazy"
          className="aspect-[16/9] w-24 shrink-0 self-start rounded-lg bg-brand-soft object-cover sm:w-32"
        />
        <div className="min-w-0 space-y-1">
          {prominent && (
            <p className="inline-flex rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-on-brand">
              {t('commerce.transactions.newOrder')}
            </p>
          )}
          <h2 id={titleId} className="text-base leading-snug font-bold">
            <Link to={paths.course(booking.course.slug)} className="hover:text-brand hover:underline">
              {booking.course.title}
            </Link>
          </h2>
          <p className="font-mono text-xs text-ink-soft">
            <span className="sr-only">{t('commerce.order.number')} </span>
            {booking.order_number}
          </p>
          <p className="text-sm text-ink-soft">
            <time dateTime={booking.created_at}>{formatDate(booking.created_at, locale)}</time>
          </p>
          {ended && <AttemptNotice booking={booking} ended={ended} compact />}
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-3 sm:items-end sm:border-0 sm:pt-0">
        <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end sm:gap-3">
          <p className="text-lg font-extrabold whitespace-nowrap">
            <span className="sr-only">{t('commerce.order.total')} </span>
            {formatMinor(booking.total, booking.currency, lang)}
          </p>
          <StatusBadge status={booking.status} />
        </div>
        {pending && (
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size={prominent ? 'md' : 'sm'}
              onClick={() => onCancel(booking)}
              className="text-red-700 hover:bg-red-50"
            >
              {t('commerce.transactions.cancel')}
              <span className="sr-only"> {booking.order_number}</span>
            </Button>
            <LinkButton
              ref={pay}
              to={paymentPath(booking.id, ended !== null)}
              size={prominent ? 'lg' : 'sm'}
              className="max-sm:flex-1"
            >
              {t(payAction(booking))}
              <span className="sr-only"> {booking.order_number}</span>
            </LinkButton>
          </div>
        )}
        {booking.status === 'paid' && <ReceiptButton booking={booking} className="max-sm:w-full" />}
      </div>
    </article>
  );
}

export function TransactionListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-5"
        >
          <div aria-hidden className="skeleton aspect-[16/9] w-24 shrink-0 rounded-lg sm:w-32" />
          <div aria-hidden className="flex-1 space-y-2">
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton h-3 w-1/3" />
            <div className="skeleton h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
