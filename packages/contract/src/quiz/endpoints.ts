import { endpoint } from '../endpoint.ts';
import {
  addQuizBody,
  addQuizResponse,
  detailScoreQuery,
  detailScoreResponse,
  getQuizParams,
  getQuizQuery,
  getQuizResponse,
  getReviewParams,
  getReviewResponse,
  getScoreQuery,
  getScoreResponse,
  quizLangQuery,
  saveAnswerBody,
  saveAnswerResponse,
} from './schemas.ts';

/**
 * Quizzes on the learning host (product §7, docs/product.md "Quizzes"): basic auth and the token,
 * for owners of the course (403 otherwise). A quiz or attempt of another tenant or learner does
 * not exist (404).
 */
const tag = 'quiz';
const reads = [400, 401, 403, 404, 409] as const;
const writes = [400, 401, 403, 404, 409, 429] as const;

export const getQuiz = endpoint({
  method: 'GET',
  path: '/api/quiz/get-quiz/:id',
  auth: 'learning_token',
  localized: true,
  tag,
  summary: 'Start an attempt of a quiz, or resume the open one (questions, deadline, saved answers)',
  description:
    'The id is the quiz lesson’s. Questions and options come in this attempt’s shuffled order, ' +
    'never with the answer key. One open attempt per learner and quiz, shared by every tab and ' +
    'device. With start=false nothing is started (the quiz’s start page). No attempts left: 409 ' +
    'no_attempts_left. Starting is rate limited with submitting.',
  params: getQuizParams,
  query: getQuizQuery,
  response: getQuizResponse,
  errors: writes,
  codes: ['course_not_owned', 'no_attempts_left'],
});

export const saveAnswer = endpoint({
  method: 'POST',
  path: '/api/quiz/save-answer',
  auth: 'learning_token',
  tag,
  summary: 'Save one answer (or its flag) of the open attempt as the learner goes',
  description:
    'Sent on every change, so a reload, a closed tab or a lost connection loses nothing. After ' +
    'the deadline and its grace: 409 quiz_time_up, and the attempt is closed with what was saved. ' +
    'A submitted attempt: 409 attempt_closed. Rate limited per user.',
  body: saveAnswerBody,
  response: saveAnswerResponse,
  errors: writes,
  codes: ['quiz_time_up', 'attempt_closed'],
});

export const addQuiz = endpoint({
  method: 'POST',
  path: '/api/add-quiz',
  auth: 'learning_token',
  localized: true,
  query: quizLangQuery,
  tag,
  summary: 'End the attempt: the server grades it from its own answer key and clock',
  description:
    'Any score, time or correctness in the body is ignored. After the deadline and its grace the ' +
    'submit is refused (409 quiz_time_up) and the attempt is graded at its deadline from the ' +
    'saved answers. A repeated submit answers the same grade. Passing completes the lesson.',
  body: addQuizBody,
  response: addQuizResponse,
  errors: writes,
  codes: ['quiz_time_up'],
});

export const getScore = endpoint({
  method: 'GET',
  path: '/api/get-score',
  auth: 'learning_token',
  localized: true,
  tag,
  summary: 'The result of an attempt of a quiz, by attempt_id or attempt_number (the latest without either)',
  query: getScoreQuery,
  response: getScoreResponse,
  errors: reads,
  codes: ['attempt_open'],
});

export const getReview = endpoint({
  method: 'GET',
  path: '/api/quiz/get-review/:attempt_id',
  auth: 'learning_token',
  localized: true,
  query: quizLangQuery,
  tag,
  summary: 'A closed attempt question by question: the answer given, the right one, why',
  description: 'While the attempt is open: 409 attempt_open.',
  params: getReviewParams,
  response: getReviewResponse,
  errors: reads,
  codes: ['attempt_open'],
});

export const getDetailScore = endpoint({
  method: 'GET',
  path: '/api/get-detail-score',
  auth: 'learning_token',
  localized: true,
  tag,
  summary: 'The learner’s scores in every quiz of a course',
  description:
    '`data` is the URL-encoded JSON object {"email": …, "course_id": …} (product §3 "Detail ' +
    'score"). The email must be the token’s user’s (403).',
  query: detailScoreQuery,
  response: detailScoreResponse,
  errors: reads,
  codes: ['course_not_owned'],
});
