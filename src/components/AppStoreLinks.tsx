import { shopDetails } from '../../domain/shop.ts';
import * as css from './ui.css.ts';

export function AppStoreLinks({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <>
      <a className={css.button[variant]} href={shopDetails.appStores.googlePlay} rel="noopener noreferrer" target="_blank">
        Get it on Google Play
      </a>{' '}
      <a className={css.button[variant]} href={shopDetails.appStores.appStore} rel="noopener noreferrer" target="_blank">
        Download on the App Store
      </a>
    </>
  );
}
