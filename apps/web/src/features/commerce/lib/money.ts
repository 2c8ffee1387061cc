import { toMajor } from '@app/contract/commerce/money';
import { formatMoney } from '@/shared/i18n/format';
import { intlLocale } from '@/shared/i18n/i18n';

/** An amount in minor units (every commerce answer counts so) formatted in the reader's locale. */
export const formatMinor = (amount: number, currency: string, locale = intlLocale()) =>
  formatMoney(toMajor(amount, currency), currency, locale);
