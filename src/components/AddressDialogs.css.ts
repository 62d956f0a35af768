import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 80 });

export const content = style({
  position: 'fixed', zIndex: 90, left: '50%', top: '50%', transform: 'translate(-50%, -50%)',
  width: 'min(94vw, 32rem)', maxHeight: '88vh', overflowY: 'auto',
  background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.large, margin: 0 });
export const close = style({
  minWidth: '44px', minHeight: '44px', marginTop: `calc(-1 * ${vars.space.sm})`, marginRight: `calc(-1 * ${vars.space.sm})`,
  border: 0, borderRadius: vars.radius.pill, background: 'transparent', color: vars.color.text, fontSize: '1.5rem', cursor: 'pointer',
});
export const description = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted });

export const notice = style({ padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, margin: `0 0 ${vars.space.md}` });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.surfaceAlt } },
});
export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer', minHeight: '44px' });
export const radio = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flex: '0 0 auto', accentColor: vars.color.brand });
export const makeDefault = style({ justifySelf: 'start', marginLeft: '1.75rem', textDecoration: 'underline' });

export const details = style({ display: 'grid', gap: '0.1rem' });
export const street = style({ fontWeight: 600 });
export const phone = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const badge = style({
  display: 'inline-block', marginLeft: vars.space.sm, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.successBg, color: vars.color.success, fontSize: vars.fontSize.small, fontWeight: 700, verticalAlign: 'middle',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });

/** The locality of the address's pin code, under the address. */
export const locality = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
