/**
 * Sharing a product's page (issue 13, src/app/share.ts): the browser's share sheet where it has one,
 * nothing more when the customer closes it, else (no share sheet, or it refused) the address copied with a
 * toast; a clipboard that refuses too says to copy from the address bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productTexts } from '../../domain/messages/product.ts';
import { pageSharer, type ShareBrowser } from '../../src/app/share.ts';
import { currentToasts, resetToasts } from '../../src/app/toastQueue.ts';
import { wordsIn } from '../../domain/wording.ts';

const page = { path: '/products/3', title: 'Kesar Pista', text: 'Kesar Pista from ₹240.00 at Rajkot Scoops' };
const address = 'https://scoops.example.in/products/3';

function browser(share?: (data: ShareData) => Promise<void>, writeText?: (text: string) => Promise<void>) {
  const spies = { share: share && vi.fn(share), writeText: writeText && vi.fn(writeText) };
  const navigator: ShareBrowser['navigator'] = {
    ...(spies.share ? { share: spies.share } : {}),
    ...(spies.writeText ? { clipboard: { writeText: spies.writeText } as unknown as Clipboard } : {}),
  };
  return { spies, sharePage: pageSharer({ location: { href: 'https://scoops.example.in/products?category=ConeCandy' }, navigator }) };
}

const toasts = () => currentToasts().map(({ message, tone }) => ({ message: wordsIn('en', message), tone }));
afterEach(resetToasts);

describe('sharing a page', () => {
  it('opens the share sheet with the title, text and full address, and says nothing more', async () => {
    const { spies, sharePage } = browser(async () => {}, async () => {});
    await sharePage(page);
    expect(spies.share).toHaveBeenCalledWith({ title: page.title, text: page.text, url: address });
    expect(spies.writeText).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('does nothing more when the customer closes the share sheet', async () => {
    const { spies, sharePage } = browser(async () => Promise.reject(new DOMException('Share canceled', 'AbortError')), async () => {});
    await sharePage(page);
    expect(spies.writeText).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['has no share sheet', undefined],
    ['refuses to share', async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))],
  ])('copies the address with a toast when the browser %s', async (_case, share) => {
    const { spies, sharePage } = browser(share, async () => {});
    await sharePage(page);
    expect(spies.writeText).toHaveBeenCalledWith(address);
    expect(toasts()).toEqual([{ message: productTexts.linkCopied, tone: 'success' }]);
  });

  it.each([
    ['refuses', async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))],
    ['is missing', undefined],
  ])('says to copy from the address bar when the clipboard %s', async (_case, writeText) => {
    const { sharePage } = browser(undefined, writeText);
    await sharePage(page);
    expect(toasts()).toEqual([{ message: productTexts.linkNotCopied, tone: 'error' }]);
  });
});
