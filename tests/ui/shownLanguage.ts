/**
 * The setup of the `ui-gu` and `ui-hi` projects (vitest.config.ts): before a suite's module loads, the
 * language its project names (UI_LANGUAGE) is shown as the storefront shows a chosen one
 * (src/app/language.ts): its texts loaded, `<html lang>` set. The app then renders in that language from
 * its first screen, and a suite expects the texts of that language (tests/ui/shown.ts's `shown`).
 */
import { vi } from 'vitest';
import { languageOf } from '../../domain/locale.ts';
import type { AppActors } from '../../src/app/actors.ts';
import { followSessionLanguage, shownLanguage } from '../../src/app/language.ts';

const language = languageOf(process.env.UI_LANGUAGE);
if (language === 'en') throw new Error(`UI_LANGUAGE names no translated language: ${String(process.env.UI_LANGUAGE)}`);

/** A session that keeps the language chosen: the app's own session actor starts from empty storage for each path. */
const chosen = {
  getSnapshot: () => ({ context: { language } }),
  subscribe: () => ({ unsubscribe: () => {} }),
} as unknown as AppActors['session'];

followSessionLanguage(chosen, Promise.resolve());
await vi.waitFor(() => {
  if (shownLanguage() !== language || document.documentElement.lang !== language) throw new Error(`${language} is not shown yet`);
}, { timeout: 30_000 });
