import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEducationTraining as deleteEducationTrainingCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { educationsTrainingsQueryOptions } from './get-educations-trainings';

/** DELETE /api/v1/educations_trainings?id= (the spec gives this path no id segment). */
export const deleteEducationTraining = (id: number) =>
  callData(deleteEducationTrainingCall, { query: { id } });

export function useDeleteEducationTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEducationTraining,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationsTrainingsQueryOptions().queryKey }),
  });
}
