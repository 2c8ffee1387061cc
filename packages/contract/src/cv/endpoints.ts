import { endpoint } from '../endpoint.ts';
import {
  cvBody,
  cvLangQuery,
  cvPdfResponse,
  cvResponse,
  deletedResponse,
  educationTrainingBody,
  educationTrainingResponse,
  educationsTrainingsQuery,
  educationsTrainingsResponse,
  educationTrainingUpdate,
  entryIdParam,
  entryIdQuery,
  personalSkillsBody,
  personalSkillsResponse,
  verifiedTrainingBody,
  verifiedTrainingResponse,
  workExperienceBody,
  workExperienceResponse,
  workExperiencesResponse,
  workExperienceUpdate,
} from './schemas.ts';

/**
 * The learner's CV (spec §7 "CV", docs/product.md §16): the token client. Every record is the
 * token's user's own; another user's id answers 404, as if it did not exist.
 */
const tag = 'cv';
const reads = [400, 401, 404] as const;
const writes = [400, 401, 403, 404, 409, 429] as const;

export const getCv = endpoint({
  method: 'GET',
  path: '/api/v1/cv/edit',
  auth: 'token',
  tag,
  summary: 'This user’s CV; before the first save, filled in from the profile (`saved: false`)',
  response: cvResponse,
  errors: [401],
});

export const createCv = endpoint({
  method: 'POST',
  path: '/api/v1/cv',
  auth: 'token',
  tag,
  summary: 'Save the CV for the first time (409 when it exists: use PUT)',
  body: cvBody,
  response: cvResponse,
  errors: writes,
  codes: ['cv_exists'],
});

export const updateCv = endpoint({
  method: 'PUT',
  path: '/api/v1/cv',
  auth: 'token',
  tag,
  summary: 'Change the CV (404 before it is first saved: use POST)',
  body: cvBody,
  response: cvResponse,
  errors: writes,
});

export const getCvPdf = endpoint({
  method: 'GET',
  path: '/api/v1/cv/pdf',
  auth: 'token',
  tag,
  summary: 'The whole CV as an A4 PDF, in the language asked for',
  description:
    'Not in the spec. Europass-like: photo, contact details, work experience, education and ' +
    'training (verified training with its verification link and QR code), languages on the CEFR ' +
    'grid and the other skills. Hidden verified training is left out.',
  query: cvLangQuery,
  response: cvPdfResponse,
  mediaType: 'application/pdf',
  errors: [400, 401, 429, 503],
  codes: ['pdf_busy'],
});

export const createWorkExperience = endpoint({
  method: 'POST',
  path: '/api/v1/work_experiences',
  auth: 'token',
  tag,
  summary: 'Add a work experience (409 past 30)',
  body: workExperienceBody,
  response: workExperienceResponse,
  errors: writes,
  codes: ['too_many_entries'],
});

export const updateWorkExperience = endpoint({
  method: 'PUT',
  path: '/api/v1/work_experiences',
  auth: 'token',
  tag,
  summary: 'Change a work experience of this user, named by `id` in the body',
  body: workExperienceUpdate,
  response: workExperienceResponse,
  errors: writes,
});

export const getWorkExperiences = endpoint({
  method: 'GET',
  path: '/api/v1/work_experiences/all',
  auth: 'token',
  tag,
  summary: 'This user’s work experiences, newest first (ongoing, then by end and start month)',
  response: workExperiencesResponse,
  errors: [401],
});

export const getWorkExperience = endpoint({
  method: 'GET',
  path: '/api/v1/work_experiences/edit',
  auth: 'token',
  tag,
  summary: 'One work experience of this user, to edit',
  query: entryIdQuery,
  response: workExperienceResponse,
  errors: reads,
});

export const deleteWorkExperience = endpoint({
  method: 'DELETE',
  path: '/api/v1/work_experiences/:id',
  auth: 'token',
  tag,
  summary: 'Delete a work experience of this user',
  params: entryIdParam,
  response: deletedResponse,
  errors: reads,
});

export const createEducationTraining = endpoint({
  method: 'POST',
  path: '/api/v1/educations_trainings',
  auth: 'token',
  tag,
  summary: 'Add an education or a training (409 past 30)',
  body: educationTrainingBody,
  response: educationTrainingResponse,
  errors: writes,
  codes: ['too_many_entries'],
});

export const updateEducationTraining = endpoint({
  method: 'PUT',
  path: '/api/v1/educations_trainings',
  auth: 'token',
  tag,
  summary: 'Change an education or training of this user, named by `id` in the body',
  body: educationTrainingUpdate,
  response: educationTrainingResponse,
  errors: writes,
});

export const deleteEducationTraining = endpoint({
  method: 'DELETE',
  path: '/api/v1/educations_trainings',
  auth: 'token',
  tag,
  summary: 'Delete an education or training of this user, named by `?id=`',
  description: 'The spec names no path parameter here (unlike work experiences), so the id is a query.',
  query: entryIdQuery,
  response: deletedResponse,
  errors: reads,
});

export const getEducationsTrainings = endpoint({
  method: 'GET',
  path: '/api/v1/educations_trainings/all',
  auth: 'token',
  localized: true,
  tag,
  summary: 'This user’s educations and trainings, newest first; `type` keeps one kind',
  description:
    'Training includes the courses completed on this platform, as verified entries (`verified`, ' +
    '`certificate` with its verification link, `id` null), hidden ones too (`hidden`); their ' +
    'titles come in `lang`.',
  query: educationsTrainingsQuery,
  response: educationsTrainingsResponse,
  errors: reads,
});

export const getEducationTraining = endpoint({
  method: 'GET',
  path: '/api/v1/educations_trainings/edit',
  auth: 'token',
  tag,
  summary: 'One education or training of this user, to edit',
  query: entryIdQuery,
  response: educationTrainingResponse,
  errors: reads,
});

export const setVerifiedTrainingHidden = endpoint({
  method: 'PUT',
  path: '/api/v1/educations_trainings/verified',
  auth: 'token',
  tag,
  summary: 'Hide a verified training from the CV, or show it again, by certificate code',
  description: 'Not in the spec. Verified training cannot be edited or deleted: only hidden.',
  body: verifiedTrainingBody,
  response: verifiedTrainingResponse,
  errors: reads,
});

export const createPersonalSkills = endpoint({
  method: 'POST',
  path: '/api/v1/personal_skills',
  auth: 'token',
  tag,
  summary: 'Save the personal skills for the first time (409 when they exist: use PUT)',
  body: personalSkillsBody,
  response: personalSkillsResponse,
  errors: writes,
  codes: ['skills_exist'],
});

export const updatePersonalSkills = endpoint({
  method: 'PUT',
  path: '/api/v1/personal_skills',
  auth: 'token',
  tag,
  summary: 'Change the personal skills (404 before they are first saved: use POST)',
  body: personalSkillsBody,
  response: personalSkillsResponse,
  errors: writes,
});

export const getPersonalSkills = endpoint({
  method: 'GET',
  path: '/api/v1/personal_skills/edit',
  auth: 'token',
  tag,
  summary: 'This user’s personal skills (`saved: false` and empty before the first save)',
  response: personalSkillsResponse,
  errors: [401],
});
