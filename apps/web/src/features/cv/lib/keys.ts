/** Query keys of the CV: every list of the page under one root, so a change refreshes what it affects. */
export const cvKeys = {
  all: ['cv'] as const,
  cv: ['cv', 'cv'] as const,
  work: ['cv', 'work'] as const,
  education: ['cv', 'education'] as const,
  skills: ['cv', 'skills'] as const,
};
