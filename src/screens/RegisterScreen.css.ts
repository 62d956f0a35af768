import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const consents = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const consent = style({
  display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: vars.space.sm,
  padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt,
});
export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.brand });
export const linkButton = style({
  gridColumn: 2, justifySelf: 'start', background: 'none', border: 0, padding: `${vars.space.xs} 0`, minHeight: '32px',
  color: vars.color.brandDark, textDecoration: 'underline', fontWeight: 600, cursor: 'pointer', fontSize: vars.fontSize.small,
});
export const consentNote = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });
