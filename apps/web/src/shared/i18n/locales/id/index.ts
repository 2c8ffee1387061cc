import type { BaseMessages } from '../en';
import common from './common';
import tenant from './tenant';

const base: BaseMessages = { ...common, ...tenant };
export default base;
