import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const panel = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xl} 0`, textAlign: 'center' });
