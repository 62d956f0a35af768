import { shopDetails } from '../../domain/shop.ts';
import * as css from './ui.css.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { useTexts } from '../app/texts.ts';

export function AppStoreLinks({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const messages = useTexts(englishMessages);
  return (
    <>
      <a className={css.button[variant]} href={shopDetails.appStores.googlePlay} rel="noopener noreferrer" target="_blank">
        {messages.googlePlayLink}
      </a>{' '}
      <a className={css.button[variant]} href={shopDetails.appStores.appStore} rel="noopener noreferrer" target="_blank">
        {messages.appStoreLink}
      </a>
    </>
  );
}
