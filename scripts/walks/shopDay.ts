/**
 * A shop day run at the desk in Chromium, for a person to look at (issue 27's "run and close a shop day
 * yourself"): not a test, it asserts nothing; it prints what the desk showed and keeps a screenshot of every
 * step. A fresh shop with its owner; the owner adds a staff member; four customers order from their phones
 * (cash and UPI, one wholesale pair of tubs); the staff member accepts and delivers on the Orders screen, the
 * owner cancels one with a reason and takes a phone order (UPI, landmark, a note for the rider) that the
 * staff member delivers; then Today, Close the day (80 mm and A4), the accountant's CSV, the audit log and a
 * 58 mm ticket.
 *
 *   npm run build && npx tsx scripts/walks/shopDay.ts <folder for the screenshots>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inboxMessages, ownerMessages, phoneOrderMessages, ticketMessages } from '../../domain/desk/messages.ts';
import { deskSections, ticketPath } from '../../domain/desk/sections.ts';
import { indiaDay } from '../../domain/desk/shopRules.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { openChromium, startShop } from '../browser/chromium.ts';
import { addOwner, DEMO_OWNER, signInAtDesk } from '../browser/deskOwner.ts';
import { postApi } from '../browser/shopApi.ts';

const folder = process.argv[2] ?? 'shop-day';
mkdirSync(folder, { recursive: true });
const STAFF = { email: 'ramesh@rajkot-scoops.example', name: 'Ramesh Vaghela', password: 'cone-counter-27' };
const dataDir = join(folder, 'data');
await addOwner(dataDir);
const shop = await startShop(18702, {}, dataDir);
const browser = await openChromium();
let step = 0;
const shot = async (page: Page, name: string) => {
  step += 1;
  await page.screenshot({ path: join(folder, `${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
};
const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);

try {
  const ownerToken = (await api('desk/signIn', { email: DEMO_OWNER.email, password: DEMO_OWNER.password })).token as string;
  console.log('staff added:', (await api('desk/staffAdd', STAFF, ownerToken)).code);

  // Four customers order from their phones.
  const orders: Record<string, number> = {};
  const customers = [
    { key: 'kiran', name: 'Kiran Mehta', phone: '9812300071', tubs: 1, pay: 'cash', address: '9 Yagnik Road', pin: '360001' },
    { key: 'asha', name: 'Asha Patel', phone: '9812300072', tubs: 2, pay: 'upi', address: '21 Shivam Flats, Kalawad Road', pin: '360005' },
    { key: 'dev', name: 'Dev Shah', phone: '9812300073', tubs: 1, pay: 'cash', address: '4 Nana Mava Main Road', pin: '360004' },
    { key: 'nisha', name: 'Nisha Joshi', phone: '9812300074', tubs: 1, pay: 'upi', address: '12 Bhaktinagar Circle', pin: '360002' },
  ] as const;
  for (const customer of customers) {
    const password = 'kesar-pista-42';
    await api('SignUp.php', { name: customer.name, email: `${customer.key}@example.com`, phone: customer.phone, password });
    const { token } = (await api('Login.php', { userId: customer.phone, password })) as { token: string };
    const { addressId } = await api('addAddress.php', { address: customer.address, pinCode: customer.pin }, token);
    const total = customer.tubs === 1 ? 1450 : 2440;
    const placed = await api('createOrder.php', { addressId, paymentMethod: customer.pay, totalAmount: String(total), orderMeta: [{ pid: 1, pMetaId: 2, quantity: customer.tubs, amount: String(total) }] }, token);
    orders[customer.key] = Number(placed.orderId);
    console.log(`${customer.name}: ${displayOrderId(orders[customer.key]!)} ${customer.pay} ₹${total} (${placed.code})`);
  }

  const owner = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signInAtDesk(owner, shop.url);
  await signInAtDesk(staff, shop.url, STAFF);
  const open = async (page: Page, id: keyof typeof deskSections) => {
    await page.getByRole('navigation').getByRole('link', { name: deskSections[id].label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: deskSections[id].label }).waitFor();
  };
  const card = (page: Page, orderId: number) => page.getByRole('listitem', { name: displayOrderId(orderId), exact: true });
  const press = async (page: Page, orderId: number, label: string, next: string) => {
    await card(page, orderId).getByRole('button', { name: label, exact: true }).click();
    await card(page, orderId).getByText(next, { exact: true }).first().waitFor();
  };

  await open(staff, 'orders');
  await shot(staff, 'staff-orders-new');
  for (const key of ['kiran', 'asha', 'nisha', 'dev']) await press(staff, orders[key]!, inboxMessages.actionLabels.accept, 'Shipped');
  for (const key of ['kiran', 'asha']) await press(staff, orders[key]!, inboxMessages.actionLabels.deliver, 'Completed');
  await shot(staff, 'staff-orders-after');

  await open(owner, 'orders');
  await card(owner, orders.dev!).getByRole('button', { name: inboxMessages.actionLabels.cancel }).click();
  const dialog = owner.getByRole('alertdialog');
  await dialog.getByLabel(inboxMessages.cancelReason).fill('Customer not at home');
  await dialog.getByRole('button', { name: inboxMessages.confirmCancel }).click();
  await card(owner, orders.dev!).getByText('Cancelled', { exact: true }).first().waitFor();
  await shot(owner, 'owner-orders-after-cancel');

  // A phone order: a new customer, UPI, a landmark and a note for the rider.
  await open(owner, 'phoneOrder');
  await owner.getByLabel(phoneOrderMessages.phone).fill('9812300075');
  await owner.getByRole('button', { name: phoneOrderMessages.find }).click();
  await owner.getByLabel(phoneOrderMessages.name).fill('Bhavna Soni');
  await owner.getByLabel(phoneOrderMessages.address).fill('21 Kalawad Road');
  await owner.getByLabel(phoneOrderMessages.pinCode).selectOption('360005');
  await owner.getByLabel(phoneOrderMessages.landmark).fill('opposite Crystal Mall');
  await owner.getByLabel(phoneOrderMessages.riderNote).fill('Ring twice, second floor');
  await shot(owner, 'phone-order-customer');
  await owner.getByRole('button', { name: phoneOrderMessages.continue }).click();
  await owner.getByRole('button', { name: phoneOrderMessages.more('Alphonso Mango', '5 Litre') }).click();
  await owner.getByRole('button', { name: phoneOrderMessages.review }).click();
  await owner.getByLabel(inboxMessages.paymentLabels.upi).check();
  await shot(owner, 'phone-order-review');
  await owner.getByRole('button', { name: phoneOrderMessages.place }).click();
  const placedHeading = await owner.getByRole('heading', { name: /^Order ORD\d+ placed for Bhavna Soni$/ }).textContent();
  orders.phone = Number(/ORD(\d+)/.exec(placedHeading ?? '')![1]);
  console.log(`phone order: ${displayOrderId(orders.phone)}`);
  await shot(owner, 'phone-order-placed');

  await open(staff, 'orders');
  await press(staff, orders.phone, inboxMessages.actionLabels.accept, 'Shipped');
  await press(staff, orders.phone, inboxMessages.actionLabels.deliver, 'Completed');

  await open(owner, 'today');
  await owner.getByRole('button', { name: ownerMessages.closeDay }).waitFor();
  console.log('\n--- Today ---\n' + (await owner.getByRole('main').innerText()));
  await shot(owner, 'today');
  await owner.getByRole('button', { name: ownerMessages.closeDay }).click();
  await owner.locator('[data-day-end="80mm"]').waitFor();
  console.log('\n--- Day-end report, 80 mm ---\n' + (await owner.locator('[data-day-end="80mm"]').innerText()));
  await shot(owner, 'day-end-80mm');
  await owner.getByLabel(ownerMessages.paperLabels.A4).check();
  await owner.locator('[data-day-end="A4"]').waitFor();
  await owner.emulateMedia({ media: 'print' });
  await shot(owner, 'day-end-A4-print');
  await owner.pdf({ path: join(folder, 'day-end-A4.pdf'), format: 'A4' });
  await owner.emulateMedia({ media: 'screen' });
  await owner.getByRole('button', { name: ownerMessages.backToToday }).click();

  const today = indiaDay(new Date());
  await owner.getByLabel('From', { exact: true }).fill(today);
  await owner.getByLabel('To', { exact: true }).fill(today);
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: ownerMessages.downloadCsv }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  writeFileSync(join(folder, 'orders.csv'), csv);
  console.log('\n--- CSV ---\n' + csv);

  await open(owner, 'auditLog');
  await shot(owner, 'audit-log');
  console.log('\n--- Audit log ---\n' + (await owner.getByRole('main').innerText()).slice(0, 3000));

  await owner.goto(`${shop.url}${ticketPath(orders.phone)}`);
  await owner.getByRole('radio', { name: ticketMessages.widthOption(58) }).check();
  await owner.locator('[data-ticket-width="58"]').waitFor();
  await owner.emulateMedia({ media: 'print' });
  await shot(owner, 'ticket-58mm');
  console.log('\n--- Ticket 58 mm ---\n' + (await owner.locator('[data-ticket-width="58"]').innerText()));
} finally {
  await browser.close();
  await shop.stop();
}
