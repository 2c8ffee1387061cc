import { paymentGroups, type PaymentGroup, type PaymentMethod } from '@app/contract/commerce/constants';
import type { MessageKey } from '@/shared/i18n/i18n';

export const METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  qris: 'commerce.method.qris',
  bca_va: 'commerce.method.bca_va',
  bni_va: 'commerce.method.bni_va',
  bri_va: 'commerce.method.bri_va',
  mandiri_va: 'commerce.method.mandiri_va',
  gopay: 'commerce.method.gopay',
  ovo: 'commerce.method.ovo',
  dana: 'commerce.method.dana',
  card: 'commerce.method.card',
  fpx: 'commerce.method.fpx',
};

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
