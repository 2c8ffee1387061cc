import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { VOUCHER_CODE_MAX_LENGTH } from '@app/contract/commerce/constants';
import type { Booking, Voucher } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import { inputClass } from '@/shared/forms/form-field';
import { useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { checkCircle, Icon } from '@/shared/ui/icons';
import { useApplyVoucher, useRemoveVoucher } from '../api/apply-voucher';
import { useVoucherPage } from '../api/get-voucher-history';
import { ticket } from '../lib/icons';
import { VOUCHER_CODE_PATTERN, voucherRefusal } from '../lib/voucher-refusal';
import { voucherRule } from '../lib/voucher-rule';

type Message = { tone: 'success' | 'error'; text: string } | null;
/**
 * A refusal keeps the failed call and is worded when shown: the words of the error codes load
 * with the failure (shared/http/client.ts), after the handler's `t` was made, so wording it in the
 * handler gave the fallback words to the page's first refusal.
 */
type Said = Message | { tone: 'error'; refusal: unknown };

/** Why a typed code is not worth sending, if it is not (empty, too long, or not a code's shape). */
const codeProblem = (value: string): MessageKey | null =>
  !value
    ? 'commerce.voucher.refused.empty'
    : value.length > VOUCHER_CODE_MAX_LENGTH || !VOUCHER_CODE_PATTERN.test(value)
      ? 'commerce.voucher.refused.format'
      : null;

/** The code on the order, its rule, what it saves, and the button that takes it off. */
function AppliedVoucher(props: {
  ref: Ref<HTMLDivElement>;
  voucher: NonNullable<Booking['voucher']>;
  /** "20% off, up to Rp 50.000": a percent is never shown without its cap. */
  rule: string;
  /** "Saves …", in the order's currency. */
  saves: string;
  removing: boolean;
  onRemove: () => void;
}) {
  const { ref, voucher, rule, saves, removing, onRemove } = props;
  const t = useT();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-2.5"
    >
      <p className="flex min-w-0 items-center gap-2 text-sm text-emerald-900">
        <Icon path={checkCircle} size={18} />
        <span>
          <code className="font-mono font-bold">{voucher.code}</code>
          {voucher.name && <span className="text-emerald-800"> · {voucher.name}</span>}
          <span className="block text-emerald-800">{rule}</span>
          <span className="block font-semibold">{saves}</span>
        </span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        loading={removing}
        onClick={onRemove}
        className="text-red-700 hover:bg-red-50"
      >
        {t('commerce.voucher.remove')}
      </Button>
    </div>
  );
}

/** The learner's own available vouchers with their rules, one tap to apply. */
function VoucherSuggestions(props: {
  suggestions: Voucher[];
  disabled: boolean;
  onPick: (code: string) => void;
}) {
  const { suggestions, disabled, onPick } = props;
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold text-ink-soft">{t('commerce.voucher.yours')}</p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {suggestions.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(v.code)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-dashed border-brand-muted bg-surface px-2.5 text-xs font-semibold hover:border-brand hover:bg-brand-soft"
            >
              <span className="sr-only">{t('commerce.voucher.use')} </span>
              <code className="font-mono font-bold">{v.code}</code>
              <span className="text-ink-soft">
                {v.name} · {voucherRule(t, v, lang)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every outcome, announced (aria-live); empty until there is one. */
function VoucherMessage({ id, message }: { id: string; message: Message }) {
  const error = message?.tone === 'error';
  return (
    <p
      id={id}
      aria-live="polite"
      className={cx(
        'text-sm font-medium empty:hidden',
        message && 'mt-3',
        error ? 'text-red-700' : 'text-emerald-800',
      )}
    >
      {message?.text}
    </p>
  );
}

/**
 * The voucher of a pending order: type a code (or pick one of the learner's available vouchers)
 * and apply it, or take the applied one off. Only a 2xx answer applies a code (product §5); a
 * refusal says why, and every outcome is announced (aria-live).
 */
export function VoucherForm({ booking }: { booking: Booking }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [said, setMessage] = useState<Said>(null);
  const message: Message =
    said && 'refusal' in said ? { tone: 'error', text: voucherRefusal(t, said.refusal) } : said;
  const apply = useApplyVoucher(booking.id);
  const remove = useRemoveVoucher(booking.id);
  const mine = useVoucherPage({ tab: 'available', q: '', page: 1 });
  const money = (amount: number) => formatMinor(amount, booking.currency, lang);
  // The control that was used disappears when a code goes on or off: focus moves to its successor.
  const appliedRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);
  const applied = booking.voucher?.code ?? null;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (applied ? appliedRef.current : inputRef.current)?.focus();
  }, [applied]);

  const submit = (raw: string) => {
    const value = raw.trim();
    const problem = codeProblem(value);
    if (problem) {
      setMessage({ tone: 'error', text: t(problem) });
      return;
    }
    setMessage(null);
    apply.mutate(value, {
      onSuccess: (order) => {
        moveFocus.current = true;
        setCode('');
        setMessage({
          tone: 'success',
          text: t('commerce.voucher.applied', {
            code: order.voucher?.code ?? value.toUpperCase(),
            discount: money(order.voucher?.discount ?? 0),
            total: money(order.total),
          }),
        });
      },
      onError: (error) => setMessage({ tone: 'error', refusal: error }),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (order) => {
        moveFocus.current = true;
        setMessage({ tone: 'success', text: t('commerce.voucher.removed', { total: money(order.total) }) });
      },
      onError: () => setMessage({ tone: 'error', text: t('commerce.voucher.removeFailed') }),
    });

  const suggestions = (mine.data?.vouchers ?? []).filter((v) => v.code !== booking.voucher?.code).slice(0, 4);
  const error = message?.tone === 'error';

  return (
    <section
      aria-labelledby="voucher-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="voucher-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon path={ticket} size={20} className="text-brand" />
        {t('commerce.voucher.title')}
      </h2>
      {booking.voucher ? (
        <AppliedVoucher
          ref={appliedRef}
          voucher={booking.voucher}
          rule={voucherRule(t, { ...booking.voucher, currency: booking.currency }, lang)}
          saves={t('commerce.voucher.saves', { discount: money(booking.voucher.discount) })}
          removing={remove.isPending}
          onRemove={onRemove}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
            {t('commerce.voucher.label')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={VOUCHER_CODE_MAX_LENGTH + 10}
              placeholder={t('commerce.voucher.placeholder')}
              aria-invalid={error || undefined}
              aria-describedby={message ? messageId : undefined}
              className={inputClass(
                error,
                'font-mono uppercase placeholder:normal-case placeholder:font-sans',
              )}
            />
            <Button type="submit" variant="secondary" loading={apply.isPending} className="shrink-0">
              {t('commerce.voucher.apply')}
            </Button>
          </div>
          {suggestions.length > 0 && (
            <VoucherSuggestions suggestions={suggestions} disabled={apply.isPending} onPick={submit} />
          )}
        </form>
      )}
      <VoucherMessage id={messageId} message={message} />
    </section>
  );
}
