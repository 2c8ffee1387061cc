import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWorkExperience, updateWorkExperience } from '@app/contract/cv/endpoints';
import type { WorkExperienceBody } from '@app/contract/cv/schemas';
import { callData } from '@/shared/http/client';
import { workExperiencesQueryOptions } from './get-work-experiences';

/** POST /api/v1/work_experiences for a new entry, PUT with its `id` for an existing one. */
export const saveWorkExperience = ({ body, id }: { body: WorkExperienceBody; id: number | null }) =>
  id === null
    ? callData(createWorkExperience, { body })
    : callData(updateWorkExperience, { body: { ...body, id } });

export function useSaveWorkExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkExperience,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workExperiencesQueryOptions().queryKey }),
  });
}
