import type { PaymentGroup, PaymentMethod } from '@app/contract/commerce/constants';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { GROUP_LABELS, groupMethods, methodLabel } from '../lib/payment-methods';

/** A small mark per method: its initials on a colour, so the cards are told apart at a glance. */
const MARKS: Record<PaymentMethod, { text: string; className: string }> = {
  qris: { text: 'QR', className: 'bg-slate-900 text-white' },
  bca_va: { text: 'BCA', className: 'bg-blue-800 text-white' },
  bni_va: { text: 'BNI', className: 'bg-orange-700 text-white' },
  bri_va: { text: 'BRI', className: 'bg-sky-700 text-white' },
  mandiri_va: { text: 'MDR', className: 'bg-yellow-400 text-slate-900' },
  gopay: { text: 'GP', className: 'bg-cyan-700 text-white' },
  ovo: { text: 'OVO', className: 'bg-purple-700 text-white' },
  dana: { text: 'DANA', className: 'bg-blue-600 text-white' },
  card: { text: 'CARD', className: 'bg-slate-700 text-white' },
  fpx: { text: 'FPX', className: 'bg-indigo-800 text-white' },
};

/**
 * The ways of paying the tenant's gateway offers, grouped (QRIS, virtual accounts, e-wallets,
 * card, online banking), as radio cards: one radio group, arrow keys move within it.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly { id: PaymentMethod; group: PaymentGroup }[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="mb-3 text-lg font-bold">{t('commerce.payment.method')}</legend>
      {groupMethods(methods).map(({ group, methods: ids }) => (
        <div key={group} role="group" aria-labelledby={`group-${group}`}>
          <h3 id={`group-${group}`} className="text-sm font-bold">
            {t(GROUP_LABELS[group].title)}
          </h3>
          <p className="text-xs text-ink-soft">{t(GROUP_LABELS[group].hint)}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ids.map((id) => {
              const mark = MARKS[id];
              return (
                <label
                  key={id}
                  className={cx(
                    'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3 py-2 transition-colors',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                    value === id
                      ? 'border-brand bg-brand-soft ring-1 ring-brand'
                      : 'border-line hover:border-brand-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={id}
                    checked={value === id}
                    onChange={() => onChange(id)}
                    className="size-4 shrink-0 accent-[var(--tenant-primary)] focus-visible:outline-none"
                  />
                  <span
                    aria-hidden
                    className={cx(
                      'inline-flex h-7 min-w-11 items-center justify-center rounded-md px-1.5 text-[0.65rem] font-black tracking-wide',
                      mark.className,
                    )}
                  >
                    {mark.text}
                  </span>
                  <span className="text-sm font-semibold">{methodLabel(t, id)}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
