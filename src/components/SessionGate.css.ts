import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const panel = style({ maxWidth: '28rem', margin: `${vars.space.lg} auto`, textAlign: 'center' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
