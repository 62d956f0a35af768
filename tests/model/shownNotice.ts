/**
 * A machine's toast as the customer reads it: the machines name their texts by key (domain/message.ts) and
 * the toaster words them when it shows them; the machine tests record them worded the same way (`wordsOf`,
 * English here), so that they check what the customer reads.
 */
import { wordsOf } from '../../domain/liveTexts.ts';
import type { Notice, NoticeTone } from '../../machines/kit.ts';

export interface ShownNotice {
  message: string;
  tone: NoticeTone;
  description?: string;
}

export const shownNotice = ({ message, tone, description }: Notice): ShownNotice =>
  description === undefined ? { message: wordsOf(message), tone } : { message: wordsOf(message), tone, description: wordsOf(description) };
