import en from '../en/learning';

// TEMP
export default { ...en } satisfies Record<keyof typeof en, string>;
