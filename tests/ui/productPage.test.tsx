/**
 * Issue 13, part 7: a product's page, /products/:id, through the rendered app. It shows the product of the
 * catalogue (picture, description, "From ₹…", sizes with MRP and the 5 Litre wholesale price), Add sends
 * the cart machine's ADD as the product list does, Share copies the page's address where the browser has no
 * share sheet, a pid the catalogue does not have shows "Product not found" with a way back, and the
 * product list's names link to the pages.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { productTexts as englishProductTexts } from '../../domain/messages/product.ts';
import { formatAmount } from '../../domain/money.ts';
import { ADDING_FEEDBACK_MS } from '../../domain/constants.ts';
import { productAnswers } from '../../model/models/catalogue.ts';
import { renderApp, type AppHarness } from './harness.tsx';
import { shown, uiLanguage } from './shown.ts';

const messages = shown(englishMessages);
const productTexts = shown(englishProductTexts);

async function openPage(path: string): Promise<AppHarness> {
  const app = await renderApp({ path, session: null });
  await app.settle('getProducts', { output: productAnswers.main });
  await app.settle('getConeCandy', { output: productAnswers.coneCandy });
  return app;
}

const main = () => within(screen.getByRole('main'));

describe('a product page', () => {
  it('shows the product: picture, description, lowest price, sizes with MRP and the wholesale price', async () => {
    const app = await openPage('/products/1');
    const heading = await main().findByRole('heading', { level: 1, name: 'Alphonso Mango' });
    expect(heading).toBeTruthy();
    // The 750 ML size is shown first (its picture is the cover, spec section 3).
    expect(main().getByRole('img', { name: messages.productImageAlt('Alphonso Mango', '750 ML') })).toBeTruthy();
    expect(main().getByText('Creamy Alphonso Mango ice cream, delivered frozen across Rajkot.')).toBeTruthy();
    expect(main().getByText(productTexts.fromPrice(formatAmount(uiLanguage, 260)))).toBeTruthy();
    const sizes = main().getByRole('group', { name: messages.sizesOf('Alphonso Mango') });
    expect(within(sizes).getAllByRole('button').map((button) => button.textContent)).toEqual(['750 ML', '5 Litre']);
    await vi.waitFor(() => expect(document.title).toBe('Alphonso Mango | Rajkot Scoops'));

    await app.user.click(within(sizes).getByRole('button', { name: '5 Litre' }));
    expect(main().getByText(messages.mrpLabel).parentElement!.textContent).toBe(`${messages.mrpLabel} ${formatAmount(uiLanguage, 1450)}`);
    expect(main().getByText(messages.wholesaleEach(formatAmount(uiLanguage, 1220), 10), { exact: false })).toBeTruthy();
    expect(main().getByRole('img', { name: messages.productImageAlt('Alphonso Mango', '5 Litre') })).toBeTruthy();
  });

  it('Add sends the cart its ADD, as the product list does, and the header counts the tub', async () => {
    const app = await openPage('/products/3');
    await main().findByRole('heading', { level: 1, name: 'Kesar Pista' });
    const send = vi.spyOn(app.actors.cart, 'send');
    await app.user.click(main().getByRole('button', { name: messages.addNamed('Kesar Pista 750 ML') }));
    expect(send).toHaveBeenCalledWith({
      type: 'ADD',
      product: { id: 3, name: 'Kesar Pista', category: 'Classic Flavors', image: '/uploads/kesar.png', cover: '/uploads/kesar.png', hasCover: false },
      size: { id: 31, size: '750 ML', price: 229, mrp: 240, status: 'In Stock' },
    });
    await vi.waitFor(() => expect(app.actors.cart.getSnapshot().context.items).toEqual([expect.objectContaining({ quantity: 1 })]));
    expect((await screen.findAllByLabelText(messages.cartItemCount(1))).length).toBeGreaterThan(0);
    // After the "Adding…" moment, the stepper of the line.
    expect(main().getByRole('button', { name: messages.addingToCart })).toBeTruthy();
    await app.advance(ADDING_FEEDBACK_MS);
    console.log('DBG', JSON.stringify(app.actors.cart.getSnapshot().value), app.actors.cart.getSnapshot().context.addingKey);
    expect(main().getByRole('group', { name: messages.quantityOf('Kesar Pista 750 ML') })).toBeTruthy();
  });

  it('Share copies the page\'s address where the browser has no share sheet, and says so', async () => {
    // happy-dom, like a desktop browser, has a clipboard and no share sheet.
    expect('share' in navigator).toBe(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      const app = await openPage('/products/2');
      await main().findByRole('heading', { level: 1, name: 'Chocolate Cone' });
      await app.user.click(main().getByRole('button', { name: productTexts.share }));
      await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(new URL('/products/2', window.location.href).href));
      await vi.waitFor(() => expect(app.toasts()).toEqual([{ message: productTexts.linkCopied, description: null }]));
    } finally {
      writeText.mockRestore();
    }
  });

  it.each(['/products/99', '/products/mango'])('%s: a pid the catalogue does not have shows Product not found, with a way back', async (path) => {
    const app = await openPage(path);
    expect(await main().findByRole('heading', { level: 1, name: productTexts.productNotFound })).toBeTruthy();
    expect(main().getByText(productTexts.productNotFoundLead)).toBeTruthy();
    // Titled as the server titles it (server/storefrontPage.ts), not "Product" nor the list's title.
    await vi.waitFor(() => expect(document.title).toBe('Page not found | Rajkot Scoops'));
    await app.user.click(main().getByRole('link', { name: productTexts.allProducts }));
    expect(app.location()).toBe('/products');
  });

  it('shows Loading while the catalogue loads, and the error with Retry when it cannot load', async () => {
    const app = await renderApp({ path: '/products/1', session: null });
    expect(await main().findByRole('status')).toHaveProperty('textContent', productTexts.loadingProduct);
    await app.settle('getProducts', { error: new Error('Network down') });
    await app.advance(1000);
    await app.settle('getProducts', { error: new Error('Network down') });
    const alert = await main().findByRole('alert');
    expect(within(alert).getByText('Network down')).toBeTruthy();
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await main().findByRole('status')).toHaveProperty('textContent', productTexts.loadingProduct);
  });

  it('a product\'s name on /products links to its page, and the card\'s Add still adds there', async () => {
    const app = await openPage('/products');
    await app.user.click(await main().findByRole('button', { name: messages.addNamed('Kesar Pista 750 ML') }));
    expect((await screen.findAllByLabelText(messages.cartItemCount(1))).length).toBeGreaterThan(0);
    expect(app.location()).toBe('/products');
    await app.user.click(main().getByRole('link', { name: 'Chocolate Cone' }));
    expect(app.location()).toBe('/products/2');
    expect(await main().findByRole('heading', { level: 1, name: 'Chocolate Cone' })).toBeTruthy();
  });

  it('/sitemap lists each product\'s page', async () => {
    const app = await openPage('/sitemap');
    const group = await main().findByRole('region', { name: 'Our flavours' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alphonso Mango', '/products/1'],
      ['Kesar Pista', '/products/3'],
      ['Chocolate Cone', '/products/2'],
    ]);
    await app.user.click(links[2]!);
    expect(app.location()).toBe('/products/2');
  });
});
