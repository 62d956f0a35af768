import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { scrollPaddingTop: '5rem' });
globalStyle('body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.5,
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });
globalStyle('a', { color: vars.color.brandDark });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
// A button tapped before the page hydrated, whose tap waits for the app (src/earlyTaps.ts, issue 28): it shows it is busy.
globalStyle('button[aria-busy="true"]', { cursor: 'progress', opacity: 0.6 });
