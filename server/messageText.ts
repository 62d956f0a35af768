/**
 * The server's words by key (issue 24): a message (domain/message.ts) rendered in a language with Lingui,
 * from the compiled catalogues (domain/messages/compiled/, `npm run messages`). One I18n instance per
 * language, each loaded with its catalogue once and never switched: a request picks the one of its language,
 * so requests in different languages render at the same time without sharing any state that changes.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from '../domain/messages/compiled/en.ts';
import { messages as gu } from '../domain/messages/compiled/gu.ts';
import { messages as hi } from '../domain/messages/compiled/hi.ts';
import type { Language } from '../domain/locale.ts';
import type { Message, Said } from '../domain/message.ts';

const catalogues: Record<Language, Messages> = { en, gu, hi };

const instances = Object.fromEntries(
  Object.entries(catalogues).map(([language, messages]) => [language, setupI18n({ locale: language, messages: { [language]: messages } })]),
) as Record<Language, I18n>;

/** Whether the catalogues hold a text for this key (a desk text has none: the desk is English). */
export const hasMessage = (language: Language, id: string): boolean => id in catalogues[language];

/** A message in `language`. */
export const messageText = (language: Language, message: Message): string => instances[language]._(message.id, message.values);

/** A message the domain names by key (the order rule's), with its English text: what the old apps' `msg` says. */
export const saidInEnglish = (message: Message): Said => ({ ...message, text: messageText('en', message) });
