import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@app/contract/commerce/constants';
import type { Booking } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import { PAYMENT_METHOD_ANCHOR } from '@/shared/commerce/orders';
import { ApiError } from '@/shared/http/client';
import { codeText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { awaitingGateway } from '../api/get-booking';
import { endedAttempt } from '../lib/attempt';
import { AttemptNotice } from './attempt-notice';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePayBooking } from '../api/pay-booking';
import { flask, lock } from '../lib/icons';
import { methodLabel } from '../lib/payment-methods';
import { OrderSummary } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { PriceBreakdown } from './price-breakdown';
import { VoucherForm } from './voucher-form';

/** Why paying could not start; an order past its deadline in the words of its code. */
function payFailure(t: ReturnType<typeof useT>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('commerce.payment.failed');
  if (error.code === 'order_expired') return codeText(t, error.code);
  if (error.status === 502) return t('commerce.payment.gatewayDown');
  if (error.status === 409 || error.status === 404) return t('commerce.payment.notOpen');
  if (error.status === 429) return t('commerce.payment.tooMany');
  return t('commerce.payment.failed');
}

/**
 * A pending order being paid: what it is, a voucher, the price line by line, how to pay, and Pay,
 * which starts the payment and leaves for the gateway's page. After a payment that did not go
 * through, the choice of method says why and that any method will do; `again` (the learner came
 * to pay again, or back from the gateway) takes the focus there.
 */
export function Checkout({ booking, again = false }: { booking: Booking; again?: boolean }) {
  const t = useT();
  const ended = endedAttempt(booking);
  const notice = useRef<HTMLDivElement>(null);
  const focusNotice = again && ended !== null;
  useEffect(() => {
    if (!focusNotice) return;
    // Brought to the top rather than just into view: the vouchers that load above it later then
    // move nothing the learner sees (the browser anchors the scroll to what is in view).
    notice.current?.focus({ preventScroll: true });
    notice.current?.scrollIntoView?.({ block: 'start' });
  }, [focusNotice]);
  const lang = useI18n((s) => s.locale);
  const methods = usePaymentMethods();
  const pay = usePayBooking(booking.id);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const offered = methods.data?.methods ?? [];
  const method =
    [chosen, booking.payment_method].find((m) => m && offered.some((o) => o.id === m)) ??
    offered[0]?.id ??
    null;
  const waiting = awaitingGateway(booking);
  const leaving = pay.isPending || pay.isSuccess;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-5">
        <OrderSummary booking={booking} />
        {waiting && (
          <div className="flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <span
              aria-hidden
              className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-amber-700 border-r-transparent"
            />
            <div className="space-y-1 text-sm">
              <p className="font-bold">{t('commerce.payment.waitingTitle')}</p>
              <p>
                {t('commerce.payment.waitingText', {
                  method: booking.payment_method ? methodLabel(t, booking.payment_method) : '',
                })}
              </p>
              {booking.payment_url && (
                <a href={booking.payment_url} className="inline-block font-semibold text-amber-950 underline">
                  {t('commerce.payment.reopen')}
                </a>
              )}
            </div>
          </div>
        )}
        <VoucherForm booking={booking} />
        <section
          id={PAYMENT_METHOD_ANCHOR}
          aria-label={t('commerce.payment.method')}
          className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
        >
          {ended && <AttemptNotice booking={booking} ended={ended} noticeRef={notice} />}
          {methods.isPending ? (
            <div role="status" aria-label={t('commerce.payment.loadingMethods')} className="space-y-3">
              <Skeleton className="h-6 w-1/3" />
              <div className="grid gap-2 sm:grid-cols-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-14 rounded-xl" />
                ))}
              </div>
            </div>
          ) : methods.isError ? (
            <ErrorState onRetry={() => void methods.refetch()} />
          ) : (
            <PaymentMethodPicker methods={offered} value={method} onChange={setChosen} disabled={leaving} />
          )}
        </section>
      </div>

      <aside aria-labelledby="summary-title" className="lg:sticky lg:top-6">
        <div className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-lift)] sm:p-5">
          <h2 id="summary-title" className="text-lg font-bold">
            {t('commerce.payment.summary')}
          </h2>
          <PriceBreakdown booking={booking} />
          {methods.data?.test_mode && (
            <p className="flex items-start gap-2 rounded-lg bg-violet-50 px-3 py-2 text-xs font-semibold text-violet-900">
              <Icon path={flask} size={16} className="mt-px" />
              {t('commerce.payment.testMode')}
            </p>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={!method || methods.isPending}
            loading={leaving}
            onClick={() => method && pay.mutate(method)}
          >
            {t('commerce.payment.pay', { total: formatMinor(booking.total, booking.currency, lang) })}
          </Button>
          {pay.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {payFailure(t, pay.error)}
            </p>
          )}
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-soft">
            <Icon path={lock} size={14} />
            {t('commerce.payment.secure')}
          </p>
        </div>
      </aside>
    </div>
  );
}
