import type en from '../en/catalog';

export default {} satisfies Record<keyof typeof en, string>;
