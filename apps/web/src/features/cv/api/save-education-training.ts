import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEducationTraining, updateEducationTraining } from '@app/contract/cv/endpoints';
import type { EducationTrainingBody } from '@app/contract/cv/schemas';
import { callData } from '@/shared/http/client';
import { educationsTrainingsQueryOptions } from './get-educations-trainings';

/** POST /api/v1/educations_trainings for a new entry, PUT with its `id` for an existing one. */
export const saveEducationTraining = ({ body, id }: { body: EducationTrainingBody; id: number | null }) =>
  id === null
    ? callData(createEducationTraining, { body })
    : callData(updateEducationTraining, { body: { ...body, id } });

export function useSaveEducationTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEducationTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsTrainingsQueryOptions().queryKey }),
  });
}
