/** A desk owner on a shop's database before it starts (`npm run owner -- add`, password on standard input), and their sign-in. */
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { startFromTemplate } from './chromium.ts';

export const DEMO_OWNER = { email: 'meera@rajkot-scoops.example', name: 'Meera Shah', password: 'kulfi-counter-26' };

export function addOwner(dataDir: string, owner = DEMO_OWNER): Promise<void> {
  startFromTemplate(dataDir);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'owner', '--', 'add', '--email', owner.email, '--name', owner.name], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.stdin.end(`${owner.password}\n`);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run owner exited with ${code}`))));
  });
}

/** Signs in at /desk and waits for the desk's navigation. */
export async function signInAtDesk(page: Page, url: string, owner = DEMO_OWNER): Promise<void> {
  await page.goto(`${url}/desk`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByRole('link').first().waitFor();
}
