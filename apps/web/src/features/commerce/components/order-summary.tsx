import { Link } from 'react-router';
import type { Booking } from '@app/contract/commerce/schemas';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { formatDateTime } from '../lib/format';
import { StatusBadge } from './status-badge';

/** What is being paid for: the course, the order number, and until when a pending order can be paid. */
export function OrderSummary({ booking }: { booking: Booking }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  return (
    <section
      aria-labelledby="order-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="order-title" className="sr-only">
        {t('commerce.payment.order')}
      </h2>
      <div className="flex gap-4">
        <img
          src={booking.course.image}
          alt=""
          width={160}
          height={90}
          className="aspect-[16/9] w-24 shrink-0 self-start rounded-lg bg-brand-soft object-cover sm:w-40"
        />
        <div className="min-w-0 space-y-1.5">
          <p className="text-base leading-snug font-bold sm:text-lg">
            <Link to={paths.course(booking.course.slug)} className="hover:text-brand hover:underline">
              {booking.course.title}
            </Link>
          </p>
          <dl className="space-y-0.5 text-sm text-ink-soft">
            <div className="flex flex-wrap gap-x-1.5">
              <dt>{t('commerce.order.number')}:</dt>
              <dd className="font-mono font-semibold text-ink">{booking.order_number}</dd>
            </div>
            {booking.status === 'pending' && (
              <div className="flex flex-wrap gap-x-1.5">
                <dt>{t('commerce.payment.payBefore')}</dt>
                <dd className="font-semibold text-ink">
                  <time dateTime={booking.expires_at}>{formatDateTime(booking.expires_at, locale)}</time>
                </dd>
              </div>
            )}
          </dl>
          <StatusBadge status={booking.status} />
        </div>
      </div>
    </section>
  );
}
