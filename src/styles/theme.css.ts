/** The one theme: colour, type and spacing tokens. Colours chosen for 4.5:1 contrast on their backgrounds. */
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    page: '#fffaf3',
    surface: '#ffffff',
    surfaceAlt: '#fff1e0',
    text: '#2b1d14',
    textMuted: '#5f4b3d',
    brand: '#b3261e',
    brandDark: '#8c1d17',
    brandText: '#ffffff',
    accent: '#f4a300',
    border: '#e8d6c3',
    focus: '#1a5fb4',
    success: '#1e7a3c',
    successBg: '#e3f4e8',
    warning: '#8a5a00',
    warningBg: '#fff3cd',
    danger: '#b42318',
    dangerBg: '#fde7e5',
    info: '#1a56a8',
    infoBg: '#e4eefb',
    overlay: 'rgba(43, 29, 20, 0.55)',
  },
  // Gujarati and Devanagari letters fall through the Latin fonts to the shop's Noto subsets, declared only once
  // that language is chosen (src/app/languageTexts.ts); English never loads them.
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Gujarati", "Noto Sans Devanagari", sans-serif',
    heading: '"Trebuchet MS", system-ui, "Noto Sans Gujarati", "Noto Sans Devanagari", sans-serif',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: '1.75rem',
    hero: 'clamp(2rem, 6vw, 3.25rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
  },
  radius: {
    sm: '6px',
    md: '12px',
    pill: '999px',
  },
  shadow: {
    card: '0 2px 10px rgba(43, 29, 20, 0.08)',
    raised: '0 8px 24px rgba(43, 29, 20, 0.16)',
  },
  width: {
    page: '1120px',
  },
});
