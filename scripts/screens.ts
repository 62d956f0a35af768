/**
 * `npm run screens`: a screenshot of every route at 390x844 and 1280x800 into docs/screens/, taken in
 * Chromium against the built storefront on a fresh database (a customer with an order is created first
 * so that the account screens show data), then the desk's sections as its owner sees them (an owner is
 * added to the database before the shop starts).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deskSections, sectionsFor } from '../domain/desk/sections.ts';
import { openChromium, openScreen, startShop } from '../tests/e2e/browser.ts';
import { addOwner, signInAtDesk } from '../tests/e2e/deskOwnerSetup.ts';

const outDir = fileURLToPath(new URL('../docs/screens/', import.meta.url));
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const visitorRoutes = ['/', '/products', '/cart', '/login', '/register', '/forgot-password', '/reset-password', '/privacy-policy', '/terms', '/sitemap', '/no-such-page'];
const customerRoutes = [
  '/order-history', '/profile', '/settings/personal-details', '/settings/change-password', '/settings/addresses',
  '/settings/addresses/add', '/settings/delete-account',
];

function fileName(route: string, viewport: string): string {
  const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
  return `${outDir}${name}.${viewport}.png`;
}

async function api(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-screens-'));
await addOwner(dataDir);
const shop = await startShop(8190, {}, dataDir);
mkdirSync(outDir, { recursive: true });
const browser = await openChromium();
try {
  const password = 'kesar-pista-42';
  await api(shop.url, 'SignUp.php', { name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', password });
  const login = await api(shop.url, 'Login.php', { userId: '9876543210', password });
  const token = String(login.token);
  const address = await api(shop.url, 'addAddress.php', { address: '12 Kalawad Road, near Crystal Mall', pinCode: '360005', phone: '9876543210' }, token);
  const products = (await (await fetch(`${shop.url}/api/getProducts.php`)).json()) as {
    Data: { pid: number; product_data: { id: number; size: string; mrp: number; status: string }[] }[];
  };
  const first = products.Data[0]!;
  const tub = first.product_data.find((size) => size.size === '5 Litre')!;
  await api(shop.url, 'createOrder.php', {
    addressId: address.addressId, totalAmount: tub.mrp, orderMeta: [{ pid: first.pid, pMetaId: tub.id, quantity: 1, amount: tub.mrp }],
  }, token);
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    for (const route of visitorRoutes) {
      await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: fileName(route, viewport.name), fullPage: false });
    }
    await page.evaluate(
      ([user, authToken]) => {
        localStorage.setItem('user', user!);
        localStorage.setItem('auth_token', authToken!);
      },
      [JSON.stringify({ userId: login.userId, name: login.name, email: login.email, phone: login.phone, addresses: login.addresses }), token],
    );
    for (const route of customerRoutes) {
      await openScreen(page, `${shop.url}${route}`);
      await page.screenshot({ path: fileName(route, viewport.name), fullPage: false });
    }
    // The desk's sections as the owner sees them (an owner sees every section).
    await signInAtDesk(page, shop.url);
    for (const id of sectionsFor('owner')) {
      const route = deskSections[id].path;
      await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: fileName(route, viewport.name), fullPage: false });
    }
    await context.close();
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await shop.stop();
}
