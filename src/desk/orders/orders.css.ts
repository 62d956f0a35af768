import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', marginBottom: vars.space.sm });
export const control = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });
export const input = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.md, marginBottom: vars.space.sm });
export const title = style({ margin: 0 });
export const waiting = style({ background: vars.color.warningBg, color: vars.color.warning, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, fontWeight: 700, margin: 0 });
export const note = style({ padding: `${vars.space.xs} ${vars.space.sm}`, margin: 0, borderRadius: vars.radius.sm, fontWeight: 600 });
export const noteSuccess = style([note, { background: vars.color.successBg, color: vars.color.success }]);
export const noteError = style([note, { background: vars.color.dangerBg, color: vars.color.danger }]);
export const groupHeading = style({ fontSize: '1rem', margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
/** A compact card (issue 27, point 4): two lines and the buttons on one row, the details folded below. */
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
});
export const summary = style({ minWidth: 0, lineHeight: 1.3 });
export const cardTitle = style({ marginRight: vars.space.xs });
export const line = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const itemsLine = style({ cursor: 'pointer', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', justifyContent: 'flex-end' });
export const details = style({ margin: 0 });
export const muted = style({ color: vars.color.textMuted });
