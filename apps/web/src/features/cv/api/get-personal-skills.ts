import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonalSkills as getPersonalSkillsCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { cvKeys } from '../lib/keys';

/** GET /api/v1/personal_skills/edit (`saved: false` and empty before the first save). */
export const getPersonalSkills = (signal?: AbortSignal) => callData(getPersonalSkillsCall, {}, { signal });

export const personalSkillsQueryOptions = () =>
  queryOptions({ queryKey: cvKeys.skills, queryFn: ({ signal }) => getPersonalSkills(signal) });

export const usePersonalSkills = () => useQuery(personalSkillsQueryOptions());
