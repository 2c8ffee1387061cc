import type account from './account';
import type catalog from './catalog';
import type commerce from './commerce';
import type learning from './learning';
import type cv from './cv';
import common from './common';
import type errors from './errors';
import type quiz from './quiz';
import tenant from './tenant';

/**
 * What every page needs (shell, navbar, footer, home) ships with the main bundle; the account,
 * catalogue, commerce and learning namespaces load with their pages (see i18n.ts loadNamespace);
 * the quiz and CV pages bring their own words (features/quiz, features/cv); the words of the
 * server's error codes load with any of them, and with the first failed call.
 */
const base = { ...common, ...tenant };
export default base;

export type BaseKey = keyof typeof base;
export type MessageKey =
  | BaseKey
  | keyof typeof account
  | keyof typeof catalog
  | keyof typeof commerce
  | keyof typeof learning
  | keyof typeof quiz
  | keyof typeof cv
  | keyof typeof errors;
/** Every other language must translate every key (checked by the type checker). */
export type Messages = Record<MessageKey, string>;
export type BaseMessages = Record<BaseKey, string>;
