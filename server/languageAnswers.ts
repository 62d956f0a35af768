/**
 * The storefront's language in the server's refusals (issue 16): a call that names Gujarati or Hindi in
 * the `x-shop-language` header (domain/locale.ts; src/app/httpClient.ts sends it with every call) gets the
 * `msg` of a refused call (HTTP 4xx/5xx or a code other than 200) in that language. The services keep
 * wording their answers in English; this layer translates them at the boundary, after the old backend's
 * conversion (server/legacyAnswers.ts), with the catalogues' texts (domain/textTranslator.ts). A call that
 * names no language or another one, as the shop's old apps' calls do, gets the specification's English.
 * Successful answers keep their English words: the old apps and our machines compare some of them.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf, LANGUAGE_HEADER, type Language } from '../domain/locale.ts';
import { textTranslator, type Catalogue } from '../domain/textTranslator.ts';
import { catalogueModules } from './catalogues.ts';

type Translated = Exclude<Language, 'en'>;
type Module = Readonly<Record<string, Catalogue>>;

function translatorOf(language: Translated): (text: string) => string {
  return textTranslator(
    catalogueModules.flatMap((area) => {
      const english = area.en as Module;
      return Object.entries(area[language] as Module).flatMap(([name, texts]) => {
        const live = english[name];
        return live ? [[live, texts] as const] : [];
      });
    }),
  );
}

const translators: Record<Translated, (text: string) => string> = { gu: translatorOf('gu'), hi: translatorOf('hi') };

/** A text of an English catalogue in `language` (any other text as it is). */
export const textIn = (language: Language, text: string): string => (language === 'en' ? text : translators[language](text));

/** An answer's `msg` in `language` when the answer is a refusal; any other answer as it is. */
export function answerIn(language: Language, httpStatus: number, answer: Record<string, unknown>): Record<string, unknown> {
  if (language === 'en' || typeof answer.msg !== 'string') return answer;
  const refused = httpStatus >= 400 || (answer.code !== undefined && String(answer.code) !== '200');
  return refused ? { ...answer, msg: textIn(language, answer.msg) } : answer;
}

/** Registers, on the plugin that holds the API calls, after the old backend's answers: refusals in the caller's language. */
export function languageAnswers(api: FastifyInstance): void {
  api.addHook('preSerialization', async (request, reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    return answerIn(languageOf(request.headers[LANGUAGE_HEADER]), reply.statusCode, payload as Record<string, unknown>);
  });
}
