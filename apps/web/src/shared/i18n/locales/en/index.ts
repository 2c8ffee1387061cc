import type account from './account';
import type catalog from './catalog';
import type commerce from './commerce';
import type cv from './cv';
import common from './common';
import tenant from './tenant';

/**
 * What every page needs (shell, navbar, footer, home) ships with the main bundle; the account,
 * catalogue, commerce and CV namespaces load with their pages (see i18n.ts loadNamespace).
 */
const base = { ...common, ...tenant };
export default base;

export type BaseKey = keyof typeof base;
export type MessageKey =
  BaseKey | keyof typeof account | keyof typeof catalog | keyof typeof commerce | keyof typeof cv;
/** Every other language must translate every key (checked by the type checker). */
export type Messages = Record<MessageKey, string>;
export type BaseMessages = Record<BaseKey, string>;
