/** Shared by the settings screens of this folder (personal details, change password, delete account). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '36rem', margin: '0 auto' });

export const note = style({
  fontSize: vars.fontSize.small, color: vars.color.textMuted, background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm, padding: `${vars.space.sm} ${vars.space.md}`, margin: `0 0 ${vars.space.md}`,
});

/** Email and phone on personal details: visibly not editable. */
export const lockedInput = style({
  background: vars.color.surfaceAlt, color: vars.color.textMuted, borderStyle: 'dashed', cursor: 'not-allowed',
});
