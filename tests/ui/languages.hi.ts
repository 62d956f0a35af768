/** The hi catalogues the screen paths of tests/ui/languages.test.tsx check against. */
export { addressTexts } from '../../domain/messages/hi/addresses.ts';
export { accountTexts } from '../../domain/messages/hi/account.ts';
export { cartTexts } from '../../domain/messages/hi/cart.ts';
export { messages } from '../../domain/messages/hi/index.ts';
export { labelTexts } from '../../domain/messages/hi/labels.ts';
export { titleTexts } from '../../domain/messages/hi/titles.ts';
export { toastTexts } from '../../domain/messages/hi/toasts.ts';
