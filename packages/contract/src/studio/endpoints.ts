import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope, langQuery } from '../envelope.ts';
import {
  courseFields,
  coverUploadForm,
  coverUploadResponse,
  handoffResponse,
  lessonKeyParams,
  publishResponse,
  quizImportForm,
  quizImportResponse,
  saveCourseBody,
  saveCurriculumBody,
  signInBody,
  studioCourse,
  studioCourseList,
  studioCourseListQuery,
  studioCourseParams,
  studioOptions,
  studioSession,
} from './schemas.ts';
import { previewLink } from '../preview/schemas.ts';
import {
  captionForm,
  lessonFileForm,
  lessonImage,
  lessonImageForm,
  studioFile,
  studioFileParams,
} from './files.ts';

/**
 * The company's studio (docs/product.md "The studio"). Every call but the hand-off is made on the
 * company's studio host with the studio's session cookie; writes are refused from any other
 * origin, the learners' site included (docs/security.md "The studio").
 */
const tag = 'studio';

export const createHandoff = endpoint({
  method: 'POST',
  path: '/api/v1/studio/handoff',
  auth: 'token',
  tag,
  summary: 'A one-time code (single use, 60 s) that signs a contributor in to the studio',
  description:
    'Made on the learners\' site for its signed-in contributor or admin ("Login As Contributor"). ' +
    "The answer is the studio's sign-in address with the code in its fragment, so no server logs it.",
  response: envelope(handoffResponse),
  errors: [403, 404, 429],
  codes: ['not_a_contributor', 'no_studio'],
});

export const signIn = endpoint({
  method: 'POST',
  path: '/api/studio/session',
  auth: 'studio_host',
  tag,
  summary: 'Exchange a one-time code for the studio session cookie',
  body: signInBody,
  response: envelope(studioSession),
  errors: [400, 401, 403, 429],
  codes: ['handoff_invalid', 'not_a_contributor'],
});

export const getSession = endpoint({
  method: 'GET',
  path: '/api/studio/session',
  auth: 'studio',
  tag,
  summary: 'The signed-in contributor and their company',
  response: envelope(studioSession),
  errors: [401, 403],
});

export const signOut = endpoint({
  method: 'DELETE',
  path: '/api/studio/session',
  auth: 'studio',
  tag,
  summary: 'End the studio session',
  response: envelope(z.null()),
  errors: [401],
});

export const getOptions = endpoint({
  method: 'GET',
  path: '/api/studio/options',
  auth: 'studio',
  tag,
  summary: 'Categories, the mentors this user may name, and the company’s languages',
  /** Category names in the studio's language. */
  query: langQuery,
  response: envelope(studioOptions),
  errors: [401, 403],
});

export const listCourses = endpoint({
  method: 'GET',
  path: '/api/studio/courses',
  auth: 'studio',
  tag,
  summary: 'The courses this user may edit, with search, status filter and paging',
  query: studioCourseListQuery,
  response: envelope(studioCourseList),
  errors: [400, 401, 403],
});

export const createCourse = endpoint({
  method: 'POST',
  path: '/api/studio/courses',
  auth: 'studio',
  tag,
  summary: 'Start a new course as a draft (learners see nothing until it is published)',
  body: courseFields,
  response: envelope(studioCourse),
  errors: [400, 401, 403, 429],
});

export const getCourse = endpoint({
  method: 'GET',
  path: '/api/studio/courses/:id',
  auth: 'studio',
  tag,
  summary: 'A course’s draft',
  params: studioCourseParams,
  response: envelope(studioCourse),
  errors: [400, 401, 403, 404],
});

export const createPreviewLink = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/preview-link',
  auth: 'studio',
  tag,
  summary: 'Preview as learner: a 30-minute link to the draft on the learners’ site',
  description:
    'An address on the company’s learners’ site (`/preview/<token>`) that shows the draft with the ' +
    'site’s own course page and player. The token is signed and names the company, the draft and ' +
    'this user; it reads only this draft, and only while this user may edit it (docs/decisions.md §47).',
  params: studioCourseParams,
  response: envelope(previewLink),
  errors: [400, 401, 403, 404],
});

export const saveCourse = endpoint({
  method: 'PUT',
  path: '/api/studio/courses/:id',
  auth: 'studio',
  tag,
  summary: 'Save a course’s draft (learners keep seeing the published version)',
  description: 'The body names the revision it was read at; a newer one saved since answers 409.',
  params: studioCourseParams,
  body: saveCourseBody,
  response: envelope(studioCourse),
  errors: [400, 401, 403, 404, 409, 429],
  codes: ['revision_conflict'],
});

export const saveCurriculum = endpoint({
  method: 'PUT',
  path: '/api/studio/courses/:id/curriculum',
  auth: 'studio',
  tag,
  summary: 'Save a draft’s sections, lessons and quizzes, in their order',
  description:
    'The whole curriculum at once: reordering is the order of the arrays. Each problem names its ' +
    'field by path (`sections.0.lessons.2.title.id`); a question needs its right answer. The body ' +
    'names the revision it was read at; a newer one saved since answers 409.',
  params: studioCourseParams,
  body: saveCurriculumBody,
  response: envelope(studioCourse),
  errors: [400, 401, 403, 404, 409, 413],
  codes: ['revision_conflict'],
});

export const importQuizQuestions = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/lessons/:key/quiz-import',
  auth: 'studio',
  tag,
  summary: 'Add quiz questions from a CSV file to a quiz lesson of the draft',
  description:
    'Multipart: `file` (CSV, columns in docs/product.md "The studio") and `revision`. Every row is ' +
    'checked first; bad rows are named by line (`line.3.correct`) and nothing is imported.',
  params: lessonKeyParams,
  body: quizImportForm,
  encoding: 'multipart',
  response: envelope(quizImportResponse),
  errors: [400, 401, 403, 404, 409, 413],
  codes: ['revision_conflict'],
});

export const publishCourse = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/publish',
  auth: 'studio',
  tag,
  summary: 'Publish the draft: learners see it at once, in one transaction',
  description:
    'Checks the course first (a title in the default language, a cover, at least one lesson, every ' +
    'video transcoded, every quiz answerable); what is missing is named in `error.fields` (422).',
  params: studioCourseParams,
  response: envelope(publishResponse),
  errors: [400, 401, 403, 404, 422],
  codes: ['publish_incomplete'],
});

export const uploadCourseCover = endpoint({
  method: 'POST',
  path: '/api/studio/covers',
  auth: 'studio',
  tag,
  summary: 'Upload a course cover: cropped to the card’s 16:9 and stored with its responsive sizes',
  description:
    'Multipart: `image` (JPEG, PNG or WebP, checked by its bytes; at most 5 MB and 40 megapixels) and ' +
    'optionally the crop rectangle `crop_x`, `crop_y`, `crop_width`, `crop_height` in the image’s ' +
    'pixels. The answer’s `id` is the course’s `cover_media_id` once the course is saved.',
  body: coverUploadForm,
  encoding: 'multipart',
  response: envelope(coverUploadResponse),
  errors: [400, 401, 403, 413, 429],
});

export const uploadLessonFile = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/files',
  auth: 'studio',
  tag,
  summary: 'Upload a PDF lesson’s document (stored as a file of the company)',
  description:
    'Multipart: `file`, a PDF checked by its bytes (`%PDF-`), at most 50 MB. The answer’s `id` is ' +
    'the PDF lesson’s `file_id` once the curriculum is saved.',
  params: studioCourseParams,
  body: lessonFileForm,
  encoding: 'multipart',
  response: envelope(studioFile),
  errors: [400, 401, 403, 404, 413, 429],
});

export const uploadLessonImage = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/images',
  auth: 'studio',
  tag,
  summary: 'Upload an image into a text lesson (stored as a media row with its responsive sizes)',
  description:
    'Multipart: `file`, a JPEG, PNG or WebP image checked by its bytes, at most 5 MB and 40 ' +
    'megapixels. It is stored with the responsive sizes the site serves (`/media/:id?w=&format=`). ' +
    'The answer’s `id` is an image block’s `media_id` once the curriculum is saved.',
  params: studioCourseParams,
  body: lessonImageForm,
  encoding: 'multipart',
  response: envelope(lessonImage),
  errors: [400, 401, 403, 404, 413, 429],
});

export const uploadCaptions = endpoint({
  method: 'POST',
  path: '/api/studio/courses/:id/captions',
  auth: 'studio',
  tag,
  summary: 'Upload a video lesson’s captions in one language (WebVTT, or SRT converted to WebVTT)',
  description:
    'Multipart: `language` and `file` (UTF-8 WebVTT or SRT, at most 2 MB). Every cue needs a start ' +
    'before its end; a file without a valid cue timeline is refused naming `file`. The answer’s ' +
    '`id` goes in the lesson’s `captions` once the curriculum is saved.',
  params: studioCourseParams,
  body: captionForm,
  encoding: 'multipart',
  response: envelope(studioFile),
  errors: [400, 401, 403, 404, 413, 429],
});

export const getLessonFile = endpoint({
  method: 'GET',
  path: '/api/studio/files/:id',
  auth: 'studio',
  tag,
  summary: 'A lesson file of the company: its type and size, and for a video’s MP4 its video',
  description:
    'What the lesson editor shows of a lesson opened again: it knows only the lesson’s `file_id`. ' +
    'Another company’s file is 404.',
  params: studioFileParams,
  response: envelope(studioFile),
  errors: [400, 401, 403, 404],
});
