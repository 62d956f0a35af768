/** The gu catalogues the screen paths of tests/ui/languages.test.tsx check against. */
export { addressTexts } from '../../domain/messages/gu/addresses.ts';
export { accountTexts } from '../../domain/messages/gu/account.ts';
export { cartTexts } from '../../domain/messages/gu/cart.ts';
export { messages } from '../../domain/messages/gu/index.ts';
export { labelTexts } from '../../domain/messages/gu/labels.ts';
export { titleTexts } from '../../domain/messages/gu/titles.ts';
export { toastTexts } from '../../domain/messages/gu/toasts.ts';
