import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentMethods as getPaymentMethodsCall } from '@app/contract/commerce/endpoints';
import type { Locale } from '@app/contract/envelope';
import { commerceKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/** GET /api/v1/payments/methods: the tenant's gateway, whether it is a test one, and how one can pay. */
export const getPaymentMethods = (signal?: AbortSignal) => callData(getPaymentMethodsCall, {}, { signal });

export const paymentMethodsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...commerceKey, 'payment-methods', locale] as const,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });

export function usePaymentMethods() {
  const locale = useI18n((s) => s.locale);
  return useQuery(paymentMethodsQueryOptions(locale));
}
