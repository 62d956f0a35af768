/**
 * Issue 24: every refusal the server can give names its text by key (domain/message.ts, server/answers.ts),
 * and every key it names has a text in English, Gujarati and Hindi with the same values, in the compiled
 * catalogues (domain/messages/compiled/), which are what `npm run messages` makes of domain/messages/ now.
 *
 * The keys are found in the code: each `sayer('<catalogue>', ...)` the server and the rules it runs define,
 * and each call of one (`serverSaid('orderNotFound', ...)`). `refuse` and `HttpError` take nothing else (their
 * types), so a refusal without a key does not compile.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/locale.ts';
import { messages as en } from '../../domain/messages/compiled/en.ts';
import { messages as gu } from '../../domain/messages/compiled/gu.ts';
import { messages as hi } from '../../domain/messages/compiled/hi.ts';
import { compiledFile, compiledSource } from '../../scripts/messages.ts';

const compiled = { en, gu, hi } as Record<string, Record<string, CompiledMessage>>;

/** The desk's own texts (domain/desk/messages.ts): the owner's desk is English, its answers too. */
const ENGLISH_ONLY = new Set(['deskRuleMessages', 'deskAnswers', 'phoneOrderMessages']);

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'compiled' ? [] : files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = ['server', 'domain'].flatMap(files).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Each sayer's name and the catalogue it says from. */
const sayers = new Map(sources.flatMap(({ text }) => [...text.matchAll(/const (\w+) = sayer\('(\w+)'/g)].map(([, name, catalogue]) => [name!, catalogue!] as const)));

/** Every key a sayer is called with, as `<catalogue>.<key>`, and where. */
const said = sources.flatMap(({ path, text }) =>
  [...text.matchAll(/\b(\w+)\('(\w+)'/g)].flatMap(([, name, key]) => {
    const catalogue = sayers.get(name!);
    return catalogue ? [{ id: `${catalogue}.${key}`, catalogue, path }] : [];
  }),
);

/** The names of a compiled message's values ({0}, {1}, a plural's {0}). */
function valueNames(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return [...names].sort();
}

/** Values English quotes that another language says in its own words (zod's words for a refused field). */
const QUOTED_IN_ENGLISH_ONLY: Readonly<Record<string, readonly string[]>> = { 'serverTexts.invalidField': ['1'] };

describe('the messages by key', () => {
  it('are found in the server and its rules (the search itself works)', () => {
    expect(sayers.get('serverSaid')).toBe('serverTexts');
    expect(said.map(({ id }) => id)).toEqual(expect.arrayContaining(['serverTexts.invalidCredentials', 'serverTexts.orderAlreadyCancelled', 'formTexts.passwordMin']));
  });

  it('every key the server says has a text in all three languages, with the same values', () => {
    const problems = said
      .filter(({ catalogue }) => !ENGLISH_ONLY.has(catalogue))
      .flatMap(({ id, path }) =>
        LANGUAGES.flatMap((language) => {
          const message = compiled[language]![id];
          if (!message) return [`${path}: ${id} has no ${language} text`];
          const quoted = language === 'en' ? [] : (QUOTED_IN_ENGLISH_ONLY[id] ?? []);
          const english = valueNames(compiled.en![id] ?? []).filter((name) => !quoted.includes(name)).join(',');
          return valueNames(message).join(',') === english ? [] : [`${path}: ${id} in ${language} takes {${valueNames(message).join(',')}}, English {${english}}`];
        }),
      );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('the compiled catalogues are current (npm run messages)', () => {
    for (const language of LANGUAGES) expect(readFileSync(compiledFile(language), 'utf8'), `${language}: run npm run messages`).toBe(compiledSource(language));
  });

  it('no compiled message says "undefined" or "NaN" (a text that looks a word up by a value is left out)', () => {
    for (const language of LANGUAGES) {
      const broken = Object.entries(compiled[language]!).filter(([, message]) => /\b(undefined|NaN)\b/.test(JSON.stringify(message)));
      expect(broken, language).toEqual([]);
    }
    expect(compiled.gu!['labelTexts.sizeInWords']).toBeUndefined();
  });
});
