/**
 * The storefront's language in the server's refusals (issue 16, by key since issue 24): a refusal names its
 * text by key (`msgKey`, `msgValues`: server/answers.ts), and a call that names a language in the
 * `x-shop-language` header (domain/locale.ts; src/app/httpClient.ts sends it with every call) gets the key
 * and values, with `msg` rendered from them in that language (server/messageText.ts). A call that names no
 * language, as the shop's old apps' calls and the desk's do, gets the answer as it always was: `msg` in the
 * specification's English and no other field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, LANGUAGE_HEADER, type Language } from '../domain/locale.ts';
import type { MessageValues } from '../domain/message.ts';
import { hasMessage, messageText } from './messageText.ts';

type Answer = Record<string, unknown>;

/** The language a call names (its x-shop-language header), or undefined when it names none (the shop's old apps, the desk). */
export function namedLanguage(request: FastifyRequest): Language | undefined {
  const header = request.headers[LANGUAGE_HEADER];
  return header === undefined ? undefined : languageOf(header);
}

/** An answer as the caller gets it: a keyed refusal in the language the caller names, or without its key when it names none. */
export function answerInLanguage(request: FastifyRequest, answer: Answer): Answer {
  const { msgKey, msgValues, ...rest } = answer;
  if (typeof msgKey !== 'string') return answer;
  const language = namedLanguage(request);
  if (language === undefined) return rest;
  const values = msgValues as MessageValues | undefined;
  const msg = language !== 'en' && hasMessage(language, msgKey) ? messageText(language, { id: msgKey, values }) : rest.msg;
  return { ...rest, msg, msgKey, ...(values ? { msgValues: values } : {}) };
}

/** Registers, on a plugin that holds calls (after the old backend's answers on the API's): refusals in the caller's language. */
export function refusalLanguage(plugin: FastifyInstance): void {
  plugin.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    return answerInLanguage(request, payload as Answer);
  });
}
