import { style } from '@vanilla-extract/css';
import { content, overlay } from './Dialog.css.ts';

/** "Loading…" over the page, where the dialog opens, while the dialog's code arrives. */
export const loadingOverlay = style([overlay]);
export const loadingBox = style([content]);
