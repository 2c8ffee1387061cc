import { readStoredUser } from '@/shared/session/stored-user';

/**
 * product §3 "Lesson progress: email, lesson_id": the learning host names the learner by email;
 * the server answers only for the token's own user, so the stored user's email is the one to send.
 */
export const learnerEmail = () => readStoredUser()?.email ?? '';
