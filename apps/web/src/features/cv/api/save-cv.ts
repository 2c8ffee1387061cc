import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCv, updateCv } from '@app/contract/cv/endpoints';
import type { CvBody } from '@app/contract/cv/schemas';
import { callData } from '@/shared/http/client';
import { cvQueryOptions } from './get-cv';

/** POST /api/v1/cv the first time (`saved: false`), PUT /api/v1/cv after. */
export const saveCv = ({ body, saved }: { body: CvBody; saved: boolean }) =>
  callData(saved ? updateCv : createCv, { body });

export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCv,
    onSuccess: (cv) => queryClient.setQueryData(cvQueryOptions().queryKey, cv),
  });
}
