import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { verifyCertificate } from '@app/contract/learning/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { learningKey } from './keys';

/** GET /api/certificates/{code}: public; who earned it, for which course, when, valid or revoked. */
export const getCertificate = (code: string, signal?: AbortSignal) =>
  callData(verifyCertificate, { params: { code } }, { signal });

export const certificateQueryOptions = (code: string, locale: Locale) =>
  queryOptions({
    queryKey: [...learningKey, 'certificate', locale, code] as const,
    queryFn: ({ signal }) => getCertificate(code, signal),
  });

export function useCertificate(code: string) {
  const locale = useI18n((s) => s.locale);
  return useQuery(certificateQueryOptions(code, locale));
}
