import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWorkExperience as deleteWorkExperienceCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { workExperiencesQueryOptions } from './get-work-experiences';

/** DELETE /api/v1/work_experiences/{id}. */
export const deleteWorkExperience = (id: number) => callData(deleteWorkExperienceCall, { params: { id } });

export function useDeleteWorkExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkExperience,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workExperiencesQueryOptions().queryKey }),
  });
}
