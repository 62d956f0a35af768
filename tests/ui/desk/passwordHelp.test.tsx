/** Password help through its screen. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordHelpMessages } from '../../../domain/desk/messages.ts';
import { staffSession } from '../../../model/models/desk/deskSession.ts';
import { issuedCode, NO_CUSTOMER } from '../../../model/models/desk/passwordHelp.ts';
import { expectDeskCoverage, renderDesk } from './harness.tsx';

async function openPasswordHelp() {
  const desk = await renderDesk({ path: '/desk/password-help', session: staffSession });
  await screen.findByRole('heading', { name: passwordHelpMessages.title }, { timeout: 10_000 });
  return desk;
}

describe('password help', () => {
  it('issues a code for a mobile number and shows it large with its expiry', async () => {
    const desk = await openPasswordHelp();
    await desk.user.type(screen.getByLabelText(passwordHelpMessages.phone), '98765 43210');
    await desk.user.click(screen.getByRole('button', { name: passwordHelpMessages.issue }));
    expect(desk.callsOf('issueCode')).toEqual([{ phone: '9876543210' }]);
    await desk.settle('issueCode', { output: issuedCode });
    expect(screen.getByRole('heading', { name: passwordHelpMessages.codeFor('Kiran Patel', '9876543210') })).toBeTruthy();
    expect(screen.getByText('482913')).toBeTruthy();
    expect(screen.getByText(passwordHelpMessages.validUntil('9:20 pm'))).toBeTruthy();
    await desk.user.click(screen.getByRole('button', { name: passwordHelpMessages.another }));
    expect((screen.getByLabelText(passwordHelpMessages.phone) as HTMLInputElement).value).toBe('');
  });

  it("refuses a wrong number without calling, and shows the server's refusal", async () => {
    const desk = await openPasswordHelp();
    await desk.user.type(screen.getByLabelText(passwordHelpMessages.phone), '12345');
    await desk.user.click(screen.getByRole('button', { name: passwordHelpMessages.issue }));
    expect(screen.getByRole('alert').textContent).toBe(passwordHelpMessages.invalidPhone);
    expect(desk.callsOf('issueCode')).toEqual([]);
    await desk.user.clear(screen.getByLabelText(passwordHelpMessages.phone));
    await desk.user.type(screen.getByLabelText(passwordHelpMessages.phone), '9876543210');
    await desk.user.click(screen.getByRole('button', { name: passwordHelpMessages.issue }));
    await desk.settle('issueCode', { error: new Error(NO_CUSTOMER) });
    expect(screen.getByRole('alert').textContent).toBe(NO_CUSTOMER);
  });
});

describe('password help through the screens', () => {
  it('reaches every transition the screens can', () => expectDeskCoverage('passwordHelp', {}));
});
