import { endpoint } from '../endpoint.ts';
import { langQuery } from '../envelope.ts';
import { coursePreviewResponse, previewTokenParam } from './schemas.ts';

/**
 * The learners' site's side of "Preview as learner" (docs/decisions.md §47): the link is the
 * permission, as a file link is; the studio mints it (studio/endpoints.ts `createPreviewLink`).
 */
export const getPreview = endpoint({
  method: 'GET',
  path: '/api/preview/:token',
  auth: 'public',
  localized: true,
  tag: 'preview',
  summary: 'A draft course as learners will see it, from a signed preview link',
  description:
    'The token names the company, the draft and the contributor who asked for it, and expires ' +
    'after 30 minutes (410 `link_expired`). A token altered, of another company, or of someone who ' +
    'may no longer edit the course answers 404. Nothing is written; the answer is never cached.',
  params: previewTokenParam,
  query: langQuery,
  response: coursePreviewResponse,
  errors: [400, 404, 410],
  codes: ['link_expired'],
});
