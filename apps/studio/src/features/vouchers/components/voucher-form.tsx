import { useState, type ReactNode } from 'react';
import { currencySymbol } from '@app/contract/money';
import { VOUCHER_LIMITS } from '@app/contract/vouchers/constants';
import type { VoucherBatchBody, VoucherBody, VoucherOptions } from '@app/contract/vouchers/schemas';
import { ApiError } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { CoursePicker } from '@/shared/ui/course-picker';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field, FormCard } from '@/shared/ui/field';
import { bodyOf, FIELD_OF, FIELD_ORDER, type VoucherFormValues } from '../lib/form-values';

type Problems = Partial<Record<keyof VoucherFormValues, string>>;

export interface VoucherFormProps {
  initial: VoucherFormValues;
  options: VoucherOptions | undefined;
  /** A new voucher may be one code or a batch of generated ones; an existing one is one code. */
  allowBatch: boolean;
  saveLabel: string;
  /** Sends the body; throws the call's ApiError. */
  onSave: (body: VoucherBody | VoucherBatchBody, mode: 'one' | 'batch') => Promise<void>;
  notices?: ReactNode;
}

const choiceClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand';

/** The id of a field's control (its label's `for`, and the focus of its problem). */
const idOf = (field: keyof VoucherFormValues) => `voucher-${field.replace(/_/g, '-')}`;

/**
 * The voucher form (issue 25 item 5): the code or a batch of codes, the discount, the limits, the
 * dates and the courses. Checked in the browser by the contract's own schema and rules, and the
 * server's problems put under their fields; the first problem takes focus.
 */
export function VoucherForm({ initial, options, allowBatch, saveLabel, onSave, notices }: VoucherFormProps) {
  const t = useT();
  const currency = options?.currency ?? 'IDR';
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (problems[key]) setProblems((p) => ({ ...p, [key]: undefined }));
  };
  const error = (field: keyof VoucherFormValues) => {
    const code = problems[field];
    if (!code) return undefined;
    if (field === 'course_ids' && code === 'pick_one') return t('voucher.courses.pickOne');
    return fieldText(t, code);
  };
  const focusFirst = (found: Problems) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    window.setTimeout(() => {
      const target =
        first === 'course_ids'
          ? document.querySelector<HTMLElement>('#voucher-course-ids input')
          : first === 'kind'
            ? document.querySelector<HTMLElement>('input[name="voucher-kind"]:checked')
            : document.getElementById(idOf(first));
      target?.focus();
    }, 0);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, problems: found } = bodyOf(values, currency);
    if (!body) {
      setProblems(found);
      setFailure('invalid');
      focusFirst(found);
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      await onSave(body, values.mode);
    } catch (caught) {
      setFailure(caught);
      if (caught instanceof ApiError) {
        const server: Problems = {};
        for (const [name, code] of Object.entries(caught.fields)) {
          const field = FIELD_OF[name] ?? FIELD_OF[name.split('.')[0]!];
          if (field) server[field] = code;
        }
        setProblems(server);
        focusFirst(server);
      }
    } finally {
      setSaving(false);
    }
  };

  const form: FormState = { values, set, error, problems };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6"
      aria-label={saveLabel}
    >
      {notices}
      {failure !== null && (
        <Alert tone="error">
          {failure === 'invalid' || (failure instanceof ApiError && failure.status === 400)
            ? t('voucher.fixFields')
            : errorText(t, failure)}
        </Alert>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <CodeCard form={form} allowBatch={allowBatch} />
        <DiscountCard form={form} options={options} />
        <CoursesCard form={form} options={options} />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-[var(--shadow-card)]">
        <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <Button type="submit" loading={saving}>
            {saving ? t('voucher.saving') : values.mode === 'batch' ? t('voucher.generate') : saveLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The form's values, a setter that clears the field's problem, and the words of a field's problem. */
interface FormState {
  values: VoucherFormValues;
  set: <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => void;
  error: (field: keyof VoucherFormValues) => string | undefined;
  problems: Problems;
}

/** The code (or how many codes, with their prefix) and the name learners see. */
function CodeCard({ form, allowBatch }: { form: FormState; allowBatch: boolean }) {
  const t = useT();
  const { values, set, error } = form;
  const required = t('voucher.required');
  return (
    <FormCard title={t('voucher.codeCard')} headingId="voucher-code-heading">
      {allowBatch && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">{t('voucher.mode')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['one', 'batch'] as const).map((mode) => (
              <label key={mode} className={choiceClass}>
                <input
                  type="radio"
                  className="size-4 accent-brand"
                  name="voucher-mode"
                  value={mode}
                  checked={values.mode === mode}
                  onChange={() => set('mode', mode)}
                />
                {t(`voucher.mode.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.mode === 'one' ? (
        <Field
          id={idOf('code')}
          label={t('voucher.code')}
          hint={t('voucher.codeHint')}
          error={error('code')}
          required
          requiredLabel={required}
        >
          <input
            className="control font-mono uppercase"
            value={values.code}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set('code', e.target.value)}
          />
        </Field>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            id={idOf('count')}
            label={t('voucher.count')}
            hint={t('voucher.countHint', { max: VOUCHER_LIMITS.maxBatch })}
            error={error('count')}
            required
            requiredLabel={required}
          >
            <input
              className="control"
              inputMode="numeric"
              value={values.count}
              onChange={(e) => set('count', e.target.value)}
            />
          </Field>
          <Field
            id={idOf('prefix')}
            label={t('voucher.prefix')}
            hint={t('voucher.prefixHint')}
            error={error('prefix')}
          >
            <input
              className="control font-mono uppercase"
              value={values.prefix}
              maxLength={VOUCHER_LIMITS.maxPrefix}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => set('prefix', e.target.value)}
            />
          </Field>
        </div>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-ink">{t('voucher.name')}</legend>
        <p className="-mt-1 text-xs text-ink-soft">{t('voucher.nameHint')}</p>
        {(['id', 'en', 'ms'] as const).map((lang) => {
          const field = `name_${lang}` as const;
          return (
            <Field key={lang} id={idOf(field)} label={t(`voucher.name.${lang}`)} error={error(field)}>
              <input
                className="control"
                value={values[field]}
                maxLength={VOUCHER_LIMITS.maxName}
                lang={lang}
                onChange={(e) => set(field, e.target.value)}
              />
            </Field>
          );
        })}
      </fieldset>
    </FormCard>
  );
}

/** Percent or fixed amount, the cap, the minimum purchase, the quota, the per-learner limit, the dates. */
function DiscountCard({ form, options }: { form: FormState; options: VoucherOptions | undefined }) {
  const t = useT();
  const { values, set, error } = form;
  const currency = options?.currency ?? 'IDR';
  const money = (label: string) => `${label} (${currencySymbol(currency)})`;
  const required = t('voucher.required');
  return (
    <FormCard title={t('voucher.discountCard')} headingId="voucher-discount-heading">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">{t('voucher.kind')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className={choiceClass}>
              <input
                type="radio"
                className="size-4 accent-brand"
                name="voucher-kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {t(`voucher.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'percent' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            id={idOf('percent')}
            label={t('voucher.percent')}
            hint={t('voucher.percentHint')}
            error={error('percent')}
            required
            requiredLabel={required}
          >
            <input
              className="control"
              inputMode="numeric"
              value={values.percent}
              onChange={(e) => set('percent', e.target.value)}
            />
          </Field>
          <Field
            id={idOf('max_discount')}
            label={money(t('voucher.maxDiscount'))}
            hint={t('voucher.maxDiscountHint')}
            error={error('max_discount')}
          >
            <input
              className="control"
              inputMode="decimal"
              value={values.max_discount}
              onChange={(e) => set('max_discount', e.target.value)}
            />
          </Field>
        </div>
      ) : (
        <Field
          id={idOf('amount')}
          label={money(t('voucher.amount'))}
          error={error('amount')}
          required
          requiredLabel={required}
        >
          <input
            className="control"
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        </Field>
      )}
      <LimitFields form={form} currency={currency} timeZone={options?.time_zone ?? ''} />
    </FormCard>
  );
}

/** Every course, or the ones picked from the company's courses. */
function CoursesCard({ form, options }: { form: FormState; options: VoucherOptions | undefined }) {
  const t = useT();
  const { values, set, error } = form;
  return (
    <FormCard title={t('voucher.coursesCard')} headingId="voucher-courses-heading" className="lg:col-span-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('voucher.coursesCard')}</legend>
        <div className="flex flex-wrap gap-2">
          <label className={choiceClass}>
            <input
              type="radio"
              className="size-4 accent-brand"
              name="voucher-scope"
              checked={values.all_courses}
              onChange={() => set('all_courses', true)}
            />
            {t('voucher.courses.all')}
          </label>
          <label className={choiceClass}>
            <input
              type="radio"
              className="size-4 accent-brand"
              name="voucher-scope"
              checked={!values.all_courses}
              onChange={() => set('all_courses', false)}
            />
            {t('voucher.courses.some')}
          </label>
        </div>
      </fieldset>
      {!values.all_courses && (
        <CoursePicker
          id="voucher-course-ids"
          legend={t('voucher.courses.pick', { count: values.course_ids.length })}
          courses={options?.courses ?? []}
          chosen={values.course_ids}
          onChange={(ids) => set('course_ids', ids)}
          error={error('course_ids')}
          columns={2}
        />
      )}
    </FormCard>
  );
}

/** The minimum purchase, the quota, the per-learner limit and the dates. */
function LimitFields({ form, currency, timeZone }: { form: FormState; currency: string; timeZone: string }) {
  const t = useT();
  const { values, set, error } = form;
  const money = (label: string) => `${label} (${currencySymbol(currency)})`;
  const required = t('voucher.required');
  return (
    <>
      <Field
        id={idOf('min_purchase')}
        label={money(t('voucher.minPurchase'))}
        hint={t('voucher.minPurchaseHint')}
        error={error('min_purchase')}
      >
        <input
          className="control"
          inputMode="decimal"
          value={values.min_purchase}
          onChange={(e) => set('min_purchase', e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={idOf('quota')}
          label={t('voucher.quota')}
          hint={t('voucher.quotaHint')}
          error={error('quota')}
        >
          <input
            className="control"
            inputMode="numeric"
            value={values.quota}
            onChange={(e) => set('quota', e.target.value)}
          />
        </Field>
        <Field
          id={idOf('per_learner_limit')}
          label={t('voucher.perLearner')}
          hint={t('voucher.perLearnerHint')}
          error={error('per_learner_limit')}
          required
          requiredLabel={required}
        >
          <input
            className="control"
            inputMode="numeric"
            value={values.per_learner_limit}
            onChange={(e) => set('per_learner_limit', e.target.value)}
          />
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={idOf('valid_from')}
          label={t('voucher.validFrom')}
          hint={t('voucher.dateHint', { timeZone })}
          error={error('valid_from')}
        >
          <input
            type="datetime-local"
            className="control"
            value={values.valid_from}
            onChange={(e) => set('valid_from', e.target.value)}
          />
        </Field>
        <Field
          id={idOf('valid_until')}
          label={t('voucher.validUntil')}
          hint={t('voucher.dateHint', { timeZone })}
          error={error('valid_until')}
        >
          <input
            type="datetime-local"
            className="control"
            value={values.valid_until}
            min={values.valid_from || undefined}
            onChange={(e) => set('valid_until', e.target.value)}
          />
        </Field>
      </div>
    </>
  );
}
