import { z } from 'zod';
import { courseDetail } from '../catalog/schemas.ts';
import { envelope, localeSchema } from '../envelope.ts';
import { courseContent } from '../learning/schemas.ts';
import { studioCourseStatuses } from '../studio/constants.ts';

/**
 * "Preview as learner" (issue 24 item 6, docs/decisions.md §47): a contributor's draft as the
 * learners' site will show it once published, read with a short-lived signed link instead of a
 * session. The course in the course page's own shape and its curriculum in the player's, every
 * lesson open; a lesson (or a course) not yet published has a negative id, so nothing in a preview
 * names a published one.
 */
export const coursePreview = z.object({
  /** When the link stops working (ISO 8601). */
  expires_at: z.string(),
  /** Whether learners see nothing yet ('draft') or an older version ('changes'). */
  status: z.enum(studioCourseStatuses),
  lang: localeSchema,
  course: courseDetail,
  content: courseContent,
});
export type CoursePreview = z.infer<typeof coursePreview>;
export const coursePreviewResponse = envelope(coursePreview);

/** A preview link's token: base64url, a fixed length (apps/api/src/modules/preview/token.ts). */
export const previewTokenParam = z.object({ token: z.string().min(1).max(120) });

/** What the studio gets to open in a new tab: an address on the learners' site. */
export const previewLink = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLink>;
