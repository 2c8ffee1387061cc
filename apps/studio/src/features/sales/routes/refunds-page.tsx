import { useState } from 'react';
import { Link } from 'react-router';
import { formatMinor } from '@app/contract/money';
import type { PaymentsToRefund } from '@app/contract/sales/schemas';
import { ApiError } from '@/shared/http/client';
import { codeText, errorText } from '@/shared/http/error-words';
import { useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { newRefundKey, usePaymentsToRefund, useRefundPayment, useSalesOptions } from '../api/sales';
import { SalesEmpty } from '../components/sales-empty';
import { SalesTabs } from '../components/sales-tabs';
import { dateTime, methodName } from '../lib/format';

type Payment = PaymentsToRefund['items'][number];

/**
 * /sales/refunds: the payments that arrived for an order that could not take them (paid twice,
 * course owned, order refunded, amount changed, voucher used up), each given back in one click
 * through its gateway (admins; docs/product.md "The studio": refunds).
 */
export function Component() {
  const t = useT();
  usePageTitle(t('toRefund.title'));
  const list = usePaymentsToRefund();
  const [done, setDone] = useState<{ order: string; amount: string } | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('toRefund.title')}</h1>
        <p className="mt-1 text-ink-soft">{t('toRefund.lead')}</p>
      </div>
      <SalesTabs />
      {done && <Alert tone="success">{t('toRefund.done', done)}</Alert>}
      {list.error ? (
        <Alert tone="error">
          {list.error instanceof ApiError && list.error.status === 403
            ? t('toRefund.adminOnly')
            : errorText(t, list.error)}
        </Alert>
      ) : !list.data ? (
        <ListSkeleton rows={3} />
      ) : list.data.items.length === 0 ? (
        <SalesEmpty title={t('toRefund.none.title')} lead={t('toRefund.none.lead')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="to-refund">
          {list.data.items.map((p) => (
            <PaymentRow key={p.payment_id} payment={p} onDone={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PaymentRow({
  payment,
  onDone,
}: {
  payment: Payment;
  onDone: (done: { order: string; amount: string }) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const timeZone = useSalesOptions().data?.time_zone;
  const refund = useRefundPayment();
  const amount = formatMinor(payment.amount_minor, payment.currency, lang);
  const reasonKey = `toRefund.reason.${payment.reason}` as MessageKey;
  const reason = t(reasonKey) === reasonKey ? payment.reason : t(reasonKey);
  const failure =
    refund.error instanceof ApiError && refund.error.code === 'refund_refused'
      ? `${codeText(t, 'refund_refused')} ${refund.error.body?.message ?? ''}`.trim()
      : refund.error
        ? errorText(t, refund.error)
        : null;
  return (
    <li className="card flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link
            to={`/sales/orders/${payment.booking_id}`}
            className="font-mono text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            {payment.order_number}
          </Link>
          <p className="truncate text-sm text-ink">
            {payment.learner.full_name} · {payment.learner.email}
          </p>
          <p className="text-xs text-ink-soft">
            {reason} · {methodName(t, payment.method)} ({payment.gateway}) ·{' '}
            {dateTime(payment.flagged_at, lang, timeZone)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          <span className="font-semibold text-ink tabular-nums">{amount}</span>
          <Button
            variant="danger"
            loading={refund.isPending}
            aria-label={t('toRefund.refundOf', { amount, order: payment.order_number })}
            onClick={() =>
              refund.mutate(
                { id: payment.payment_id, refund_key: newRefundKey() },
                { onSuccess: () => onDone({ order: payment.order_number, amount }) },
              )
            }
          >
            {t('toRefund.refund', { amount })}
          </Button>
        </div>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </li>
  );
}
