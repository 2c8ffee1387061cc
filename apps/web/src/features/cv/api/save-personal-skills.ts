import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPersonalSkills, updatePersonalSkills } from '@app/contract/cv/endpoints';
import type { PersonalSkillsBody } from '@app/contract/cv/schemas';
import { callData } from '@/shared/http/client';
import { personalSkillsQueryOptions } from './get-personal-skills';

/** POST /api/v1/personal_skills the first time (`saved: false`), PUT after. */
export const savePersonalSkills = ({ body, saved }: { body: PersonalSkillsBody; saved: boolean }) =>
  callData(saved ? updatePersonalSkills : createPersonalSkills, { body });

export function useSavePersonalSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalSkills,
    onSuccess: (skills) => queryClient.setQueryData(personalSkillsQueryOptions().queryKey, skills),
  });
}
