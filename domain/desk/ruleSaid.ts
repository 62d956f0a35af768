/**
 * The messages of the desk's rules by key (domain/message.ts). Not beside the texts in ./messages.ts: the
 * storefront loads those for its titles, and must not load the rules' module (domain/validation.ts) with them.
 */
import { sayer } from '../validation.ts';
import { deskRuleMessages } from './messages.ts';

export const deskRuleSaid = sayer('deskRuleMessages', deskRuleMessages);
