import {
  PAYMENT_METHOD_BRANDS,
  paymentGroups,
  type PaymentGroup,
  type PaymentMethod,
} from '@app/contract/commerce/constants';
import type { MessageKey } from '@/shared/i18n/i18n';

type T = (key: MessageKey) => string;

/** A way of paying by name: a brand is the same in every language (contract), a card is worded per language. */
export const methodLabel = (t: T, method: PaymentMethod) =>
  method === 'card' ? t('commerce.method.card') : PAYMENT_METHOD_BRANDS[method];

export const GROUP_LABELS: Record<PaymentGroup, { title: MessageKey; hint: MessageKey }> = {
  qris: { title: 'commerce.group.qris', hint: 'commerce.group.qrisHint' },
  virtual_account: { title: 'commerce.group.virtual_account', hint: 'commerce.group.virtual_accountHint' },
  ewallet: { title: 'commerce.group.ewallet', hint: 'commerce.group.ewalletHint' },
  card: { title: 'commerce.group.card', hint: 'commerce.group.cardHint' },
  online_banking: { title: 'commerce.group.online_banking', hint: 'commerce.group.online_bankingHint' },
};

/** The gateway's methods by group, groups in a fixed order, empty groups left out. */
export function groupMethods(methods: readonly { id: PaymentMethod; group: PaymentGroup }[]) {
  return paymentGroups
    .map((group) => ({ group, methods: methods.filter((m) => m.group === group).map((m) => m.id) }))
    .filter((g) => g.methods.length > 0);
}
