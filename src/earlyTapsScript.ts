/** The page's first script (scripts/earlyTapsScript.ts builds it apart from the app): taps before hydration are kept (src/earlyTaps.ts). */
import { keepTapsUntilHydrated } from './earlyTaps.ts';

keepTapsUntilHydrated(document);
