import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { BookingStatus } from '@app/contract/commerce/constants';
import { formatMinor } from '@app/contract/money';
import { getCreditNote } from '@app/contract/sales/endpoints';
import type { SalesOrderDetail, SalesRefund } from '@app/contract/sales/schemas';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSalesOptions, useSalesOrder } from '../api/sales';
import { OrderStatus } from '../components/order-status';
import { RefundDialog } from '../components/refund-dialog';
import { dateTime, methodName, percentOf } from '../lib/format';

/** /sales/orders/:id: one order, what was bought, its attempts, notifications and audit trail. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const order = useSalesOrder(id);
  usePageTitle(order.data ? t('order.title', { number: order.data.order_number }) : t('orders.title'));
  const back = (
    <Link
      to="/sales/orders"
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-strong hover:underline"
    >
      <Icon path={icons.arrowLeft} size={18} />
      {t('order.back')}
    </Link>
  );
  if (order.error)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">
          {order.error instanceof ApiError && order.error.status === 404
            ? t('order.notFound')
            : errorText(t, order.error)}
        </Alert>
      </div>
    );
  if (!order.data)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-9 w-64 rounded" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      {back}
      <OrderView order={order.data} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-3 p-4">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard. */
function Table({ label, heads, rows }: { label: string; heads: string[]; rows: ReactNode[][] }) {
  // A table wider than the screen scrolls: the keyboard must reach it (axe scrollable-region-focusable).
  return (
    <div
      className="overflow-x-auto"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="text-left text-ink-soft">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-t border-line">
              {cells.map((c, j) => (
                <td key={j} className="px-2 py-2 align-top">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderView({ order }: { order: SalesOrderDetail }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const timeZone = useSalesOptions().data?.time_zone;
  const money = (minor: number) => formatMinor(minor, order.currency, lang);
  const when = (iso: string | null) => (iso ? dateTime(iso, lang, timeZone) : '—');
  const facts: [string, ReactNode][] = [
    [t('order.learner'), `${order.learner.full_name} · ${order.learner.email}`],
    [t('order.method'), methodName(t, order.method)],
    [t('order.created'), when(order.created_at)],
    [t('order.expires'), when(order.expires_at)],
    [t('order.paid'), when(order.paid_at)],
    ...(order.refunded_at ? [[t('order.refunded'), when(order.refunded_at)] as [string, ReactNode]] : []),
  ];
  const admin = useSession().data?.user.role === 'admin';
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<SalesRefund | null>(null);
  const refundButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('order.title', { number: order.order_number })}
        </h1>
        <OrderStatus status={order.status} />
        {admin && order.refundable_minor > 0 && (
          <Button
            ref={refundButton}
            variant="danger"
            className="sm:ml-auto"
            onClick={() => {
              setDone(null);
              setRefunding(true);
            }}
          >
            {t('refund.open')}
          </Button>
        )}
      </div>
      {done && (
        <div ref={notice} tabIndex={-1} className="outline-none">
          <Alert tone="success">
            {t(done.order_status === 'refunded' ? 'refund.doneWhole' : 'refund.donePart', {
              amount: money(done.amount_minor),
            })}
          </Alert>
        </div>
      )}
      {refunding && (
        <RefundDialog
          order={order}
          onClose={() => {
            setRefunding(false);
            refundButton.current?.focus();
          }}
          onDone={(refund) => {
            setRefunding(false);
            setDone(refund);
            // The news is read where it appears; the button may be gone (nothing left to refund).
            requestAnimationFrame(() => notice.current?.focus());
          }}
        />
      )}
      <Section id="order-facts" title={t('order.facts')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
              <dd className="text-sm break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="order-items" title={t('order.items')}>
        {order.items.map((item) => (
          <div key={item.course_id} className="flex flex-col gap-1 text-sm" data-testid="order-item">
            <p className="font-semibold text-ink">{item.title}</p>
            <dl className="flex flex-col gap-1">
              <Line label={t('order.item.price')} value={money(item.price_minor)} />
              {item.discount_minor > 0 && (
                <Line label={t('order.item.discount')} value={money(-item.discount_minor)} />
              )}
              {item.voucher_discount_minor > 0 && (
                <Line
                  label={t('order.item.voucher', { code: order.voucher_code ?? '' })}
                  value={money(-item.voucher_discount_minor)}
                />
              )}
              <Line label={t('order.item.total')} value={money(item.total_minor)} strong />
              <Line
                label={t('order.item.tax', { rate: percentOf(item.tax_rate, lang) })}
                value={money(item.tax_minor)}
              />
            </dl>
          </div>
        ))}
      </Section>
      {order.refunds.length > 0 && <OrderRefunds order={order} money={money} when={when} admin={admin} />}
      <OrderTrail order={order} money={money} when={when} />
    </>
  );
}

/** The money given back: each refund, whole or partial, and its credit note. */
function OrderRefunds({
  order,
  money,
  when,
  admin,
}: {
  order: SalesOrderDetail;
  money: (minor: number) => string;
  when: (iso: string | null) => string;
  admin: boolean;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <Section id="order-refunds" title={t('order.refunds')}>
      <dl className="flex flex-col gap-1 text-sm">
        <Line label={t('order.refunds.given')} value={money(order.refunded_minor)} strong />
        <Line label={t('order.refunds.left')} value={money(order.refundable_minor)} />
      </dl>
      <Table
        label={t('order.refunds')}
        heads={[
          t('order.event.time'),
          t('order.attempt.amount'),
          t('order.refunds.kind'),
          t('orders.col.status'),
          t('refund.reason'),
          t('order.event.by'),
          t('order.refunds.note'),
        ]}
        rows={order.refunds.map((r) => [
          when(r.created_at),
          <span className="tabular-nums">{money(r.amount_minor)}</span>,
          r.kind === 'payment'
            ? t('order.refunds.kind.payment')
            : r.amount_minor < order.total_minor
              ? t('order.refunds.kind.part')
              : t('order.refunds.kind.whole'),
          <span className="flex flex-col gap-1">
            <span>{t(`refund.status.${r.status}`)}</span>
            {r.failure && <span className="text-xs text-red-800">{r.failure}</span>}
          </span>,
          r.reason ?? '—',
          r.by === 'gateway' ? t('order.refunds.byGateway') : (r.actor ?? t('app.role.admin')),
          admin && r.status === 'succeeded' ? (
            <a
              className="font-semibold text-brand-strong hover:underline"
              href={`${getCreditNote.path.replace(':id', String(r.id))}?lang=${lang}`}
              download
            >
              {t('order.refunds.pdf')}
            </a>
          ) : (
            '—'
          ),
        ])}
      />
    </Section>
  );
}

/** The order's trail: each attempt to pay, what gateways said, and its audit events. */
function OrderTrail({
  order,
  money,
  when,
}: {
  order: SalesOrderDetail;
  money: (minor: number) => string;
  when: (iso: string | null) => string;
}) {
  const t = useT();
  const eventName = (event: string) => {
    const key = `order.event.${event}` as MessageKey;
    const words = t(key);
    return words === key ? event : words;
  };
  const stateName = (state: string | null) => (state ? t(`orders.status.${state as BookingStatus}`) : '');
  return (
    <>
      <Section id="order-attempts" title={t('order.attempts')}>
        {order.attempts.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('order.attempts.none')}</p>
        ) : (
          <Table
            label={t('order.attempts')}
            heads={[
              t('order.attempt.started'),
              t('order.attempt.gateway'),
              t('order.method'),
              t('order.attempt.amount'),
              t('orders.col.status'),
              t('order.attempt.id'),
            ]}
            rows={order.attempts.map((a) => [
              when(a.created_at),
              a.gateway,
              methodName(t, a.method),
              <span className="tabular-nums">{money(a.amount_minor)}</span>,
              <span className="flex flex-col items-start gap-1">
                <OrderStatus status={a.status} />
                {a.needs_refund_reason && (
                  <span className="text-xs font-semibold text-red-800">{t('order.attempt.needsRefund')}</span>
                )}
              </span>,
              <span className="font-mono text-xs break-all">{a.gateway_order_id}</span>,
            ])}
          />
        )}
      </Section>
      <Section id="order-notifications" title={t('order.notifications')}>
        {order.notifications.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('order.notifications.none')}</p>
        ) : (
          <Table
            label={t('order.notifications')}
            heads={[t('order.notification.time'), t('order.attempt.gateway'), t('order.notification.result')]}
            rows={order.notifications.map((n) => [
              when(n.created_at),
              n.gateway,
              <code className="text-xs">{n.result}</code>,
            ])}
          />
        )}
      </Section>
      <Section id="order-events" title={t('order.events')}>
        {order.events.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('order.events.none')}</p>
        ) : (
          <Table
            label={t('order.events')}
            heads={[
              t('order.event.time'),
              t('order.event.what'),
              t('order.event.change'),
              t('order.event.by'),
            ]}
            rows={order.events.map((e) => [
              when(e.created_at),
              eventName(e.event),
              e.from || e.to ? `${stateName(e.from)} → ${stateName(e.to)}` : '—',
              e.by ?? '—',
            ])}
          />
        )}
      </Section>
    </>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-1 font-semibold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-ink tabular-nums">{value}</dd>
    </div>
  );
}
