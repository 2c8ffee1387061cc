import account from './account';
import catalog from './catalog';
import common from './common';
import tenant from './tenant';

const en = { ...common, ...tenant, ...account, ...catalog };
export default en;
export type MessageKey = keyof typeof en;
/** Every other language must translate every key (checked by the type checker). */
export type Messages = Record<MessageKey, string>;
