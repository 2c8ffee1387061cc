import { bookingStatuses, type BookingStatus } from '@app/contract/commerce/constants';
import { SelectField } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import type { TransactionParams } from '../lib/list-params';
import { SearchField } from './search-field';
import { statusLabel } from './status-badge';

/** My transactions' filters: the status (all or one) and the course name. */
export function TransactionFilters({
  params,
  onStatus,
  onSearch,
}: {
  params: TransactionParams;
  onStatus: (status: BookingStatus | 'all') => void;
  onSearch: (q: string) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
      <SearchField
        label={t('commerce.transactions.search')}
        placeholder={t('commerce.transactions.searchPlaceholder')}
        value={params.q}
        onSearch={onSearch}
      />
      <SelectField
        label={t('commerce.transactions.status')}
        value={params.status}
        onChange={(event) => onStatus(event.target.value as BookingStatus | 'all')}
      >
        <option value="all">{t('commerce.transactions.allStatuses')}</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {t(statusLabel(status))}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
