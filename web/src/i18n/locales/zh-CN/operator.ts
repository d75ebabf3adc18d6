import type { Messages } from '../../messages';
import type enUS from '../en-US/operator';

/** A Chinese reader sees the operator's words as the operator writes them: nothing to look up. */
const operator: Partial<Messages<typeof enUS>> = {};

export default operator;
