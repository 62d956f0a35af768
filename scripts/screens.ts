/**
 * `npm run screens`: a screenshot of every route at 390x844 and 1280x800 into docs/screens/, taken in
 * Chromium against the built storefront on a fresh database (a customer with an order is created first
 * so that the account screens show data), then the desk: its sign-in, every section of
 * domain/desk/sections.ts as its owner sees them (an owner is added to the database before the shop
 * starts) and the customer's order's ticket. PORT picks the shop's port (default 8190).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deskPages, deskSectionIds, deskSections, ticketPath } from '../domain/desk/sections.ts';
import { displayOrderId } from '../domain/orders.ts';
import { openChromium, openScreen, startShop } from './browser/chromium.ts';
import { addOwner, signInAtDesk } from './browser/deskOwner.ts';
import { deskPageSettled } from './browser/deskPages.ts';
import { postApi } from './browser/shopApi.ts';

const outDir = fileURLToPath(new URL('../docs/screens/', import.meta.url));
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const visitorRoutes = ['/', '/products', '/products/1', '/cart', '/login', '/register', '/forgot-password', '/reset-password', '/privacy-policy', '/terms', '/sitemap', '/no-such-page'];
const customerRoutes = [
  '/order-history', '/profile', '/settings/personal-details', '/settings/change-password', '/settings/addresses',
  '/settings/addresses/add', '/settings/delete-account',
];

function fileName(route: string, viewport: string): string {
  const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
  return `${outDir}${name}.${viewport}.png`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-screens-'));
await addOwner(dataDir);
const shop = await startShop(Number(process.env.PORT ?? 8190), {}, dataDir);
mkdirSync(outDir, { recursive: true });
const browser = await openChromium();
try {
  const password = 'kesar-pista-42';
  await postApi(shop.url, 'SignUp.php', { name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', password });
  const login = await postApi(shop.url, 'Login.php', { userId: '9876543210', password });
  const token = String(login.token);
  const address = await postApi(shop.url, 'addAddress.php', { address: '12 Kalawad Road, near Crystal Mall', pinCode: '360005', phone: '9876543210' }, token);
  const products = (await (await fetch(`${shop.url}/api/getProducts.php`)).json()) as {
    Data: { pid: number; product_data: { id: number; size: string; mrp: number; status: string }[] }[];
  };
  const first = products.Data[0]!;
  const tub = first.product_data.find((size) => size.size === '5 Litre')!;
  const order = await postApi(shop.url, 'createOrder.php', {
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
    // The desk: its sign-in, then every section as the owner sees them (an owner sees every section), then the order's ticket.
    await page.goto(`${shop.url}${deskPages.home.path}`);
    await deskPageSettled(page);
    await page.screenshot({ path: fileName(`${deskPages.home.path}/sign-in`, viewport.name), fullPage: false });
    await signInAtDesk(page, shop.url);
    for (const id of deskSectionIds) {
      const route = deskSections[id].path;
      await page.goto(`${shop.url}${route}`);
      await deskPageSettled(page);
      await page.screenshot({ path: fileName(route, viewport.name), fullPage: false });
    }
    await page.goto(`${shop.url}${ticketPath(Number(order.orderId))}`);
    await page.getByText(displayOrderId(Number(order.orderId)), { exact: true }).waitFor();
    await page.screenshot({ path: fileName(`${deskPages.home.path}/ticket`, viewport.name), fullPage: false });
    await context.close();
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await shop.stop();
}
