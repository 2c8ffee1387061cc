import { useMutation } from '@tanstack/react-query';
import { cvFileName } from '@app/contract/cv/constants';
import { getCvPdf } from '@app/contract/cv/endpoints';
import { download } from '@/shared/http/client';
import { currentLocale } from '@/shared/i18n/i18n';

/** GET /api/v1/cv/pdf in the page's language, saved by the browser as CV-<name>.pdf. */
export async function downloadCvPdf(name: { first_name: string; last_name: string }) {
  const blob = await download(getCvPdf, { query: { lang: currentLocale() } }, { timeoutMs: 60_000 });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = cvFileName(name.first_name, name.last_name);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; a moment later the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadCvPdf = () => useMutation({ mutationFn: downloadCvPdf });
