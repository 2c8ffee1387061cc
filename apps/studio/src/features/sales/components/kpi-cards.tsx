import type { Locale } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { SalesFigures } from '@app/contract/sales/schemas';
import { useT } from '@/shared/i18n/i18n';
import { Skeleton } from '@/shared/ui/skeleton';
import { percentOf } from '../lib/format';

interface Card {
  key: string;
  label: string;
  value: string;
  hint?: string;
}

/** The range's totals: gross − vouchers − tax − refunds = net, orders and conversion. */
export function KpiCards({
  totals,
  currency,
  taxRate,
  lang,
}: {
  totals: SalesFigures;
  currency: string;
  taxRate: string;
  lang: Locale;
}) {
  const t = useT();
  const money = (minor: number) => formatMinor(minor, currency, lang);
  const conversion = totals.orders === 0 ? '—' : percentOf((totals.converted * 100) / totals.orders, lang);
  const cards: Card[] = [
    {
      key: 'gross',
      label: t('sales.kpi.gross'),
      value: money(totals.gross_minor),
      hint: t('sales.kpi.grossHint', { count: totals.paid_orders }),
    },
    { key: 'vouchers', label: t('sales.kpi.vouchers'), value: money(totals.voucher_minor) },
    {
      key: 'tax',
      label: t('sales.kpi.tax', { rate: percentOf(taxRate, lang) }),
      value: money(totals.tax_minor),
      hint: t('sales.kpi.taxHint'),
    },
    {
      key: 'refunds',
      label: t('sales.kpi.refunds'),
      value: money(totals.refund_minor),
      hint: t('sales.kpi.refundsHint', { count: totals.refunds }),
    },
    { key: 'net', label: t('sales.kpi.net'), value: money(totals.net_minor), hint: t('sales.kpi.netHint') },
    {
      key: 'conversion',
      label: t('sales.kpi.conversion'),
      value: conversion,
      hint: t('sales.kpi.conversionHint', { converted: totals.converted, orders: totals.orders }),
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <div key={card.key} className="card flex flex-col gap-1 p-4" data-testid={`kpi-${card.key}`}>
          <dt className="text-sm font-semibold text-ink-soft">{card.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums">{card.value}</dd>
          {card.hint && <dd className="text-xs text-ink-soft">{card.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function KpiCardsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="card flex flex-col gap-2 p-4">
          <Skeleton className="h-4 w-24 rounded" />
          <Skeleton className="h-7 w-36 rounded" />
          <Skeleton className="h-3 w-28 rounded" />
        </div>
      ))}
    </div>
  );
}
