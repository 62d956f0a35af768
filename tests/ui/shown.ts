/**
 * The language a screen-paths project shows (vitest.config.ts: `ui` English, `ui-gu` and `ui-hi` with
 * UI_LANGUAGE), and the catalogues a suite expects in it: `shown(cartTexts)` is what the screens read
 * (domain/textCatalogues.ts), once tests/ui/shownLanguage.ts has loaded the language's texts.
 */
import { textsIn } from '../../domain/textCatalogues.ts';
import { testLanguage } from '../testLanguage.ts';

export const uiLanguage = testLanguage;

export const shown = <T extends object>(english: T): T => textsIn(uiLanguage, english);
