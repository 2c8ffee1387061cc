import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCv as getCvCall } from '@app/contract/cv/endpoints';
import { callData } from '@/shared/http/client';
import { cvKeys } from '../lib/keys';

/** GET /api/v1/cv/edit: the CV, or before the first save the profile's details (`saved: false`). */
export const getCv = (signal?: AbortSignal) => callData(getCvCall, {}, { signal });

export const cvQueryOptions = () =>
  queryOptions({ queryKey: cvKeys.cv, queryFn: ({ signal }) => getCv(signal) });

export const useCv = () => useQuery(cvQueryOptions());
