/**
 * A machine's toast as the customer reads it: the machines name their texts by key (domain/message.ts) and
 * the toaster words them when it shows them; the machine tests record them worded the same way (`wordsIn`),
 * so that they check what the customer reads: in English, or in the language a screen-paths project shows
 * (UI_LANGUAGE, tests/ui/shown.ts).
 */
import { wordsIn } from '../../domain/wording.ts';
import { testLanguage } from '../testLanguage.ts';

import type { Notice, NoticeTone } from '../../machines/kit.ts';

export interface ShownNotice {
  message: string;
  tone: NoticeTone;
  description?: string;
}

export const shownNotice = ({ message, tone, description }: Notice): ShownNotice =>
  description === undefined ? { message: wordsIn(testLanguage, message), tone } : { message: wordsIn(testLanguage, message), tone, description: wordsIn(testLanguage, description) };
