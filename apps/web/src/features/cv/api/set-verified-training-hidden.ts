import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setVerifiedTrainingHidden as setVerifiedTrainingHiddenCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { educationsTrainingsQueryOptions } from './get-educations-trainings';

/** PUT /api/v1/educations_trainings/verified: a completed course is hidden from the CV or shown again. */
export const setVerifiedTrainingHidden = (body: { code: string; hidden: boolean }) =>
  callData(setVerifiedTrainingHiddenCall, { body });

export function useSetVerifiedTrainingHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVerifiedTrainingHidden,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationsTrainingsQueryOptions().queryKey }),
  });
}
