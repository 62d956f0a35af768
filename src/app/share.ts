/**
 * Sharing a page of the shop (a product's page, issue 13): the browser's share sheet where it has one
 * (Web Share API: on a phone, WhatsApp and the other chat apps), else the page's address copied to the
 * clipboard with a toast saying so. An effect the screens take from ShareContext, so that tests can give
 * their own.
 */
import { createContext } from 'react';
import { messageKeys } from '../../domain/message.ts';
import { productTexts as englishProductTexts } from '../../domain/messages/product.ts';
import { notify } from './toasts.ts';

const sayProduct = messageKeys('productTexts', englishProductTexts);

export interface SharedPage {
  /** The page's path on this site ("/products/3"). */
  path: string;
  title: string;
  /** What the message says before the address. */
  text: string;
}

export type SharePage = (page: SharedPage) => Promise<void>;

/** What of the browser sharing needs (the window's by default). */
export interface ShareBrowser {
  location: Pick<Location, 'href'>;
  navigator: Partial<Pick<Navigator, 'share' | 'clipboard'>>;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function pageSharer(browser: ShareBrowser): SharePage {
  return async ({ path, title, text }) => {
    const url = new URL(path, browser.location.href).href;
    if (typeof browser.navigator.share === 'function') {
      try {
        await browser.navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The customer closed the share sheet: nothing more to do. Any other refusal: copy the link instead.
        if (isCancel(error)) return;
      }
    }
    try {
      if (!browser.navigator.clipboard) throw new Error('no clipboard');
      await browser.navigator.clipboard.writeText(url);
      notify({ message: sayProduct('linkCopied'), tone: 'success' });
    } catch {
      notify({ message: sayProduct('linkNotCopied'), tone: 'error' });
    }
  };
}

export const ShareContext = createContext<SharePage>((page) => pageSharer(window)(page));
