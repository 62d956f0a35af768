import type { Page } from 'playwright-core';

/** Calls a running shop's API as a client would: a JSON POST, with a bearer token when given. */
export async function postApi(url: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Logs a customer in through the storefront's login page (which lands on /products) and puts one Alphonso
 * Mango 5 Litre tub in the cart, as the e2e suites that need a filled cart start.
 */
export async function logInWithMangoTub(page: Page, url: string, phone: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email or phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/products');
  const mango = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Alphonso Mango', exact: true }) });
  await mango.getByRole('button', { name: /^5 Litre/ }).click();
  await mango.getByRole('button', { name: /^Add / }).click();
  await mango.getByRole('group', { name: /^Quantity of/ }).waitFor();
}
