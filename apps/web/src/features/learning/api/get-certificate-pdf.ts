import { useMutation } from '@tanstack/react-query';
import { getCertificatePdf } from '@app/contract/learning/endpoints';
import { download } from '@/shared/http/client';

/** The file name a certificate is saved under (the server names it the same way). */
export const certificateFileName = (code: string) => `certificate-${code}.pdf`;

/** GET /api/get-certificate/{course id}: the learner's certificate of a course, saved by the browser. */
export async function downloadCertificate({ courseId, code }: { courseId: number; code: string }) {
  const blob = await download(getCertificatePdf, { params: { id: courseId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = certificateFileName(code);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; a moment later the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadCertificate = () => useMutation({ mutationFn: downloadCertificate });
