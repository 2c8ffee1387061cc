import type { PageMeta } from '@app/contract/envelope';

/** Success envelope: the SPA reads answers from `data.data` (product §7). */
export const ok = <T>(data: T, message = 'OK') => ({ status: 200, message, data });

export const paged = <T>(data: T[], meta: PageMeta, message = 'OK') => ({ status: 200, message, data, meta });
