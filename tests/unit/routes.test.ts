import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleTexts } from '../../domain/messages/titles.ts';
import { loadTranslations } from '../../src/app/languageCatalogues.ts';
import * as guTitles from '../../domain/messages/gu/titles.ts';
import * as hiTitles from '../../domain/messages/hi/titles.ts';
import { deskRoutePatterns, documentTitle, notFoundDocumentTitle, routeOf, routePatterns, storefrontReturnTo, titlesIn } from '../../domain/routes.ts';

describe('storefront routes', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/products/', '/products'],
    ['/products?category=ConeCandy', '/products'],
    ['/cart', '/cart'],
    ['/settings/addresses', '/settings/addresses'],
    ['/settings/addresses/add', '/settings/addresses/add'],
    ['/settings/addresses/edit/3', '/settings/addresses/edit/:addressId'],
    ['/privacy-policy', '/privacy-policy'],
    ['/terms', '/terms'],
    ['/nope', null],
    ['/settings/nope', null],
    ['/settings/addresses/edit/', null],
    ['/settings/addresses/edit/3/4', null],
    ['/assets/CartScreen-abc123.js', null],
    ['/index.html', null],
    ['/desk', '/desk'],
    ['/desk/orders', '/desk/orders'],
    ['/desk/orders/12/ticket', '/desk/orders/:orderId/ticket'],
    ['/desk/nope', null],
    ['/desks', null],
  ])('routeOf(%j) -> %j', (path, id) => {
    expect(routeOf(path)).toBe(id);
  });

  it('gives every route a title of its own, in one pattern', () => {
    const titles = routePatterns.map((route) => documentTitle(route.replace(':addressId', '3'), titleTexts));
    expect(new Set(titles).size).toBe(routePatterns.length);
    titles.forEach((title) => expect(title).toMatch(/^[^|]+ \| Rajkot Scoops$/));
    expect(documentTitle('/products', titleTexts)).toBe('Products | Rajkot Scoops');
    expect(documentTitle('/settings/addresses/edit/12', titleTexts)).toBe('Edit Address | Rajkot Scoops');
    expect(documentTitle('/nope', titleTexts)).toBe('Page not found | Rajkot Scoops');
    expect(titles).not.toContain(documentTitle('/nope', titleTexts));
  });
});

describe('titles in Gujarati and Hindi (issue 16)', () => {
  const paths = routePatterns.map((route) => route.replace(':addressId', '3').replace(':id', '7'));

  it.each([
    ['gu', guTitles.titleTexts, /[\u0A80-\u0AFF]/u],
    ['hi', hiTitles.titleTexts, /[\u0900-\u097F]/u],
  ] as const)('in %s: every route its own title, in the script, with the shop\'s name', (_language, texts, script) => {
    const titles = paths.map((path) => documentTitle(path, texts));
    expect(new Set(titles).size).toBe(paths.length);
    titles.forEach((title) => {
      expect(title).toMatch(/^[^|]+ \| Rajkot Scoops$/);
      expect(title).toMatch(script);
    });
    expect(documentTitle('/products', texts)).toBe(`${texts.products} | Rajkot Scoops`);
    expect(documentTitle('/nope', texts)).toBe(notFoundDocumentTitle(texts));
    expect(titles).not.toContain(notFoundDocumentTitle(texts));
    // The desk stays English.
    expect(documentTitle('/desk/orders', texts)).toBe('Orders | Rajkot Scoops desk');
  });

  it('are the titles of the language the client shows (titlesIn, once its texts are in)', async () => {
    await loadTranslations('gu');
    expect(documentTitle('/cart', titlesIn('gu'))).toBe(`${guTitles.titleTexts.cart} | Rajkot Scoops`);
    expect(documentTitle('/nope', titlesIn('gu'))).toBe(`${guTitles.titleTexts.pageNotFound} | Rajkot Scoops`);
    expect(documentTitle('/cart', titlesIn('en'))).toBe('Your Cart | Rajkot Scoops');
  });
});

describe('desk pages', () => {
  it('are titled as the desk, each its own', () => {
    const titles = deskRoutePatterns.map((route) => documentTitle(route.replace(':orderId', '12'), titleTexts));
    expect(new Set(titles).size).toBe(deskRoutePatterns.length);
    titles.forEach((title) => expect(title).toMatch(/^[^|]+ \| Rajkot Scoops desk$/));
    expect(documentTitle('/desk/orders', titleTexts)).toBe('Orders | Rajkot Scoops desk');
  });

  it("are never where a customer's login returns to", () => {
    deskRoutePatterns.forEach((route) => expect(storefrontReturnTo(route.replace(':orderId', '12'))).toBeNull());
  });
});

describe('where a login may return to', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order-history', '/order-history'],
    ['/products?category=ConeCandy', '/products?category=ConeCandy'],
    ['/settings/addresses/edit/3', '/settings/addresses/edit/3'],
    ['/profile#top', '/profile'],
    ['/products/', '/products/'],
    ['/sitemap', '/sitemap'],
  ])('%j is honoured as %j', (value, expected) => {
    expect(storefrontReturnTo(value)).toBe(expected);
  });

  it.each([
    // Other sites, written every way a browser would still follow.
    'https://evil.example',
    'https://evil.example/cart',
    'http:/evil.example',
    '//evil.example',
    '//evil.example/cart',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    // Encoded variants: decoded once by the query string, they are still not a storefront path.
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2Fcart',
    'https%3A%2F%2Fevil.example',
    // Not a route of the storefront, or a visitor-only screen (a login that returns to the login).
    '/nope',
    '/login',
    '/register',
    '/reset-password',
    '/api/getOrders.php',
    'cart',
    '',
    null,
    undefined,
  ])('%j is ignored', (value) => {
    expect(storefrontReturnTo(value)).toBeNull();
  });

  it('only ever answers a path of this site that is one of its routes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('/cart', '//', '/\\')), (value) => {
        const result = storefrontReturnTo(value);
        if (result === null) return;
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example');
        expect(routeOf(result)).not.toBeNull();
      }),
    );
  });
});
