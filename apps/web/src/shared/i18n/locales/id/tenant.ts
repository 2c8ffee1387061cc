import type en from '../en/tenant';

export default {} satisfies Record<keyof typeof en, string>;
