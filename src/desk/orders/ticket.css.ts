/** The printed ticket: 58 mm or 80 mm receipt paper, nothing but the ticket on paper. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const paper = style({ fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', fontSize: '12px', color: '#000', background: '#fff', padding: '2mm', margin: '0 auto' });
export const ticket = styleVariants({ 58: [paper, { width: '58mm' }], 80: [paper, { width: '80mm' }] });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', padding: '1rem', '@media': { print: { display: 'none' } } });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: '2mm' });
export const rule = style({ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' });
export const heading = style({ fontSize: '14px', margin: '0 0 1mm', textAlign: 'center' });
globalStyle('body:has([data-ticket-width="58"])', { '@media': { print: { margin: 0 } } });
export const shopLine = style({ margin: 0, textAlign: 'center' });
/** The ORD id and the time share a line at 80 mm; at 58 mm the time goes under the id, never broken. */
export const idAndTime = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: '2mm', margin: 0 });
export const time = style({ whiteSpace: 'nowrap' });
