import { createHandoff } from '@app/contract/studio/endpoints';
import { callData } from '@/shared/http/client';

/**
 * POST /api/v1/studio/handoff: a one-time code (single use, 60 s) for the company's studio, as
 * its sign-in address with the code in the fragment (docs/product.md "The studio").
 */
export const studioHandoff = () => callData(createHandoff, {});
