import { useId, type ReactNode } from 'react';
import { NO_VOUCHER } from '@app/contract/sales/constants';
import type { SalesOptions } from '@app/contract/sales/schemas';
import { useT } from '@/shared/i18n/i18n';
import type { SalesFilter } from '../lib/filters';
import { methodName } from '../lib/format';

/** A labelled control of the filter bar. */
export function FilterField({
  label,
  children,
  className,
}: {
  label: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Course, method and voucher: the filters the dashboard and the orders list share. */
export function SalesFilterFields({
  filter,
  options,
  onChange,
}: {
  filter: SalesFilter;
  options: SalesOptions | undefined;
  onChange: (patch: Partial<SalesFilter>) => void;
}) {
  const t = useT();
  return (
    <>
      <FilterField label={t('sales.course')}>
        {(id) => (
          <select
            id={id}
            className="control"
            value={filter.course_id ?? ''}
            onChange={(event) =>
              onChange({ course_id: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('sales.course.all')}</option>
            {options?.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('sales.method')}>
        {(id) => (
          <select
            id={id}
            className="control"
            value={filter.method}
            onChange={(event) => onChange({ method: event.target.value })}
          >
            <option value="">{t('sales.method.all')}</option>
            {options?.methods.map((m) => (
              <option key={m} value={m}>
                {methodName(t, m)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('sales.voucher')}>
        {(id) => (
          <select
            id={id}
            className="control"
            value={filter.voucher}
            onChange={(event) => onChange({ voucher: event.target.value })}
          >
            <option value="">{t('sales.voucher.all')}</option>
            <option value={NO_VOUCHER}>{t('sales.voucher.none')}</option>
            {options?.vouchers.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.code}
              </option>
            ))}
          </select>
        )}
      </FilterField>
    </>
  );
}
