import type { Messages } from '../en';
import account from './account';
import catalog from './catalog';
import common from './common';
import tenant from './tenant';

const messages: Messages = { ...common, ...tenant, ...account, ...catalog };
export default messages;
