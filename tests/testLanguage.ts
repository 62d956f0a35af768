/**
 * The language a test project shows: English, or the language of a screen-paths project (`ui-gu`, `ui-hi`:
 * UI_LANGUAGE, vitest.config.ts). In Chromium (the browser-paths project) there is no process: English.
 */
import { languageOf } from '../domain/locale.ts';

export const testLanguage = languageOf(typeof process === 'undefined' ? undefined : process.env.UI_LANGUAGE);
