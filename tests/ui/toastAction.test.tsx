/**
 * A toast with a button (the update prompt of src/app/serviceWorker.ts): the Toaster shows the button
 * with its label, pressing it runs the action once and closes the toast; a toast without one shows none.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToast, resetToasts } from '../../src/app/toastQueue.ts';
import Toaster from '../../src/components/Toaster.tsx';
import { webAppTexts as englishWebAppTexts } from '../../domain/messages/webApp.ts';
import { shown } from './shown.ts';

const webAppTexts = shown(englishWebAppTexts);

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe('a toast that asks for an action', () => {
  it('shows the button, runs the action when pressed and closes', async () => {
    const onSelect = vi.fn();
    render(<Toaster />);
    act(() => addToast({ message: webAppTexts.newVersionAvailable, tone: 'info', action: { label: webAppTexts.upgradeNow, onSelect } }));
    expect(await screen.findByText(webAppTexts.newVersionAvailable)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: webAppTexts.upgradeNow }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByText(webAppTexts.newVersionAvailable)).toBeNull());
  });

  it('a toast without an action has only the close button', async () => {
    render(<Toaster />);
    act(() => addToast({ message: 'Cart cleared', tone: 'success' }));
    expect(await screen.findByText('Cart cleared')).toBeTruthy();
    expect(screen.queryByRole('button', { name: webAppTexts.upgradeNow })).toBeNull();
    expect(screen.getAllByRole('button').length).toBe(1);
  });
});
