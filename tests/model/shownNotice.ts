/**
 * A machine's toast as the customer reads it: the machines name their texts by key (domain/message.ts) and
 * the toaster words them when it shows them; the machine tests record them worded the same way (`wordsIn`),
 * so that they check what the customer reads: in English, or in the language a screen-paths project shows
 * (UI_LANGUAGE, tests/ui/shown.ts).
 */
import { wordsIn } from '../../domain/wording.ts';
import { testLanguage } from '../testLanguage.ts';

/** English, or the language of the screen-paths project running (`ui-gu`, `ui-hi`). */
export const noticeLanguage = testLanguage;
import type { Notice, NoticeTone } from '../../machines/kit.ts';

export interface ShownNotice {
  message: string;
  tone: NoticeTone;
  description?: string;
}

export const shownNotice = ({ message, tone, description }: Notice): ShownNotice =>
  description === undefined ? { message: wordsIn(noticeLanguage, message), tone } : { message: wordsIn(noticeLanguage, message), tone, description: wordsIn(noticeLanguage, description) };
