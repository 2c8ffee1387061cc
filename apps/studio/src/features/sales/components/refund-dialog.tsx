import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { minorDigits, parseMinor, toMajor } from '@app/contract/commerce/money';
import { formatMinor } from '@app/contract/money';
import { REFUND_LIMITS } from '@app/contract/sales/constants';
import type { SalesOrderDetail, SalesRefund } from '@app/contract/sales/schemas';
import { ApiError } from '@/shared/http/client';
import { codeText, errorText, fieldText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { newRefundKey, useRefundOrder } from '../api/sales';

type Problems = Partial<Record<'amount_minor' | 'reason', string>>;

/**
 * A typed amount in minor units: digits with the currency's decimals ("399.90", "399,90"); for a
 * currency without them (rupiah) a thousands separator is allowed ("50.000"). Null when unreadable.
 */
export function amountMinorOf(typed: string, currency: string): number | null {
  const text = typed.replace(/\s/g, '');
  if (minorDigits(currency) === 0) return parseMinor(text.replace(/[.,](?=\d{3}(?:[.,]|$))/g, ''), currency);
  return parseMinor(text.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, ''), currency);
}

/** The dialog's state: what is typed, its problems, the refund key, and sending it. */
function useRefundForm(order: SalesOrderDetail, onDone: (refund: SalesRefund) => void) {
  const t = useT();
  const amountInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const rest = order.refundable_minor;
  const [amount, setAmount] = useState(String(toMajor(rest, order.currency)));
  const [reason, setReason] = useState('');
  const [returnVoucher, setReturnVoucher] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [key, setKey] = useState(newRefundKey);
  const refund = useRefundOrder(order.id);

  const minor = amountMinorOf(amount, order.currency);
  const whole = minor === rest;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (minor === null) found.amount_minor = fieldText(t, 'invalid');
    else if (minor < 1) found.amount_minor = fieldText(t, 'too_small');
    else if (minor > rest) found.amount_minor = fieldText(t, 'above_refundable');
    if (!reason.trim()) found.reason = fieldText(t, 'required');
    else if (reason.trim().length > REFUND_LIMITS.reason) found.reason = fieldText(t, 'too_long');
    setProblems(found);
    if (found.amount_minor) return amountInput.current?.focus();
    if (found.reason) return reasonInput.current?.focus();
    refund.mutate(
      {
        amount_minor: minor!,
        reason: reason.trim(),
        return_voucher: whole && returnVoucher,
        refund_key: key,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields = error.fields as Problems;
            setProblems({
              amount_minor: fieldText(t, fields.amount_minor),
              reason: fieldText(t, fields.reason),
            });
            if (fields.amount_minor) amountInput.current?.focus();
            else if (fields.reason) reasonInput.current?.focus();
          }
          // Refused or not answered: nothing was refunded, and trying again is a new refund.
          else setKey(newRefundKey());
        },
      },
    );
  };

  const failure =
    refund.error && !(refund.error instanceof ApiError && refund.error.status === 400)
      ? refund.error instanceof ApiError && refund.error.code === 'refund_refused'
        ? `${codeText(t, 'refund_refused')} ${refund.error.body?.message ?? ''}`.trim()
        : errorText(t, refund.error)
      : null;

  return {
    rest,
    amount,
    setAmount,
    reason,
    setReason,
    returnVoucher,
    setReturnVoucher,
    problems,
    setProblems,
    refund,
    minor,
    whole,
    submit,
    failure,
    amountInput,
    reasonInput,
  };
}

/**
 * The order page's refund dialog (admins): how much (all that is left unless changed), why, and
 * whether the voucher use goes back; a modal dialog, its problems under the field they name. The
 * refund key is drawn when it opens, so a second click of Refund is the same refund; a refusal
 * draws a new one, so trying again is a new refund.
 */
export function RefundDialog({
  order,
  onDone,
  onClose,
}: {
  order: SalesOrderDetail;
  onDone: (refund: SalesRefund) => void;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const titleId = useId();
  const amountId = useId();
  const reasonId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRefundForm(order, onDone);
  const { refund, problems, amountInput, reasonInput } = form;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    amountInput.current?.focus();
    return () => element?.close?.();
  }, [amountInput]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!refund.isPending) onClose();
      }}
      className="m-auto w-[min(34rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {t('refund.title', { number: order.order_number })}
        </h2>
        <p className="text-sm text-ink-soft">
          {t('refund.lead', {
            rest: formatMinor(form.rest, order.currency, lang),
            total: formatMinor(order.total_minor, order.currency, lang),
          })}
        </p>
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <Field
          id={amountId}
          label={t('refund.amount', { currency: order.currency })}
          hint={t('refund.amountHint', { rest: formatMinor(form.rest, order.currency, lang) })}
          error={problems.amount_minor}
          required
          requiredLabel={t('refund.required')}
        >
          <input
            ref={amountInput}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="control tabular-nums"
            value={form.amount}
            onChange={(event) => {
              form.setAmount(event.target.value);
              form.setProblems((p) => ({ ...p, amount_minor: undefined }));
            }}
          />
        </Field>
        <Field
          id={reasonId}
          label={t('refund.reason')}
          hint={t('refund.reasonHint')}
          error={problems.reason}
          required
          requiredLabel={t('refund.required')}
        >
          <textarea
            ref={reasonInput}
            rows={3}
            maxLength={REFUND_LIMITS.reason + 50}
            className="control"
            value={form.reason}
            onChange={(event) => {
              form.setReason(event.target.value);
              form.setProblems((p) => ({ ...p, reason: undefined }));
            }}
          />
        </Field>
        {order.voucher_code && (
          <VoucherBack
            code={order.voucher_code}
            checked={form.whole && form.returnVoucher}
            disabled={!form.whole}
            onChange={form.setReturnVoucher}
          />
        )}
        <p className="text-sm text-ink-soft">{form.whole ? t('refund.wholeNote') : t('refund.partNote')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={refund.isPending}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>
            {form.minor !== null && form.minor > 0 && form.minor <= form.rest
              ? t('refund.confirm', { amount: formatMinor(form.minor, order.currency, lang) })
              : t('refund.confirmPlain')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** Whether the voucher's use goes back (a whole refund only). */
function VoucherBack(props: {
  code: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('refund.returnVoucher', { code: props.code })}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {t('refund.returnVoucherHint')}
        </p>
      </div>
    </div>
  );
}
