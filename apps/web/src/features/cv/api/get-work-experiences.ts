import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkExperiences as getWorkExperiencesCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { cvKeys } from '../lib/keys';

/** GET /api/v1/work_experiences/all: newest first. */
export const getWorkExperiences = (signal?: AbortSignal) => callData(getWorkExperiencesCall, {}, { signal });

export const workExperiencesQueryOptions = () =>
  queryOptions({ queryKey: cvKeys.work, queryFn: ({ signal }) => getWorkExperiences(signal) });

export const useWorkExperiences = () => useQuery(workExperiencesQueryOptions());
