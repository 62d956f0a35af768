/** The day-end report (issue 27, point 1): on an 80 mm receipt roll or an A4 sheet, nothing else on paper. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const paper = style({ color: '#000', background: '#fff', margin: '0 auto', padding: '2mm' });
export const report = styleVariants({
  '80mm': [paper, { width: '80mm', fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', fontSize: '11px' }],
  A4: [paper, { width: '190mm', maxWidth: '100%', fontSize: '13px' }],
});
export const heading = style({ margin: '0 0 2mm', textAlign: 'center', fontSize: '1.1em' });
/** The roll's lists: one entry per person or order, a dashed line between, nothing wider than the paper. */
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, overflowWrap: 'anywhere' });
globalStyle(`${lines} > li`, { padding: '1mm 0', borderBottom: '1px dashed #000' });
export const toolbar = style({ padding: '1rem', '@media': { print: { display: 'none' } } });
// On paper only the report shows: the desk's bar and navigation stay on screen.
globalStyle('body:has([data-day-end]) *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle('body:has([data-day-end]) [data-day-end], body:has([data-day-end]) [data-day-end] *', { '@media': { print: { visibility: 'visible' } } });
globalStyle('[data-day-end]', { '@media': { print: { position: 'absolute', top: 0, left: 0 } } });
