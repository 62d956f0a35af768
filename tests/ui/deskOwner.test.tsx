/**
 * The desk's owner machines walked through their screens: for each machine, the generated paths that
 * together take every transition the machine alone takes, done as the owner does them (clicks, typing,
 * file choice), with what the screen shows checked after every step and every transition reached.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { formatRupees } from '../../domain/money.ts';
import type { AuditFilters, AuditLogSnapshot } from '../../machines/desk/auditLog.ts';
import type { CatalogueEditorSnapshot } from '../../machines/desk/catalogueEditor.ts';
import type { DeliveryAreaSnapshot } from '../../machines/desk/deliveryArea.ts';
import type { ShopSettingsSnapshot } from '../../machines/desk/shopSettings.ts';
import type { StaffSnapshot } from '../../machines/desk/staff.ts';
import type { TodaySnapshot } from '../../machines/desk/today.ts';
import { AuditLogView } from '../../src/desk/owner/AuditLogScreen.tsx';
import { CatalogueEditor } from '../../src/desk/owner/CatalogueScreen.tsx';
import { DeliveryAreaEditor } from '../../src/desk/owner/DeliveryAreaScreen.tsx';
import { ShopSettingsEditor } from '../../src/desk/owner/ShopSettingsScreen.tsx';
import { StaffList } from '../../src/desk/owner/StaffScreen.tsx';
import { TodayView } from '../../src/desk/owner/TodayScreen.tsx';
import { pngBytes } from '../../model/models/desk/fixtures.ts';
import { deskOwnerModels } from '../model/drivers/desk/models.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage, selectCoveringPaths } from './coverage.ts';
import { fakeMachine, walkPath, type ScreenDriver, type ScreenStep } from './desk/walk.tsx';
import { deskMessages, ownerMessages } from '../../domain/desk/messages.ts';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const text = (event: ScreenStep['event'], key: string) => String(event[key] ?? '');

async function clickOrExpectDisabled(step: ScreenStep, name: string | RegExp): Promise<void> {
  const target = screen.queryByRole('button', { name });
  if (step.before.can(step.event as never)) await step.user.click(target!);
  else if (target) expect((target as HTMLButtonElement).disabled).toBe(true);
}

/** The common phases: loading (with nothing listed yet), the load failure, and its message. */
function expectPhase(expected: SnapshotFrom<AnyStateMachine>, loadFailed: string, failed: boolean, loadingWithNothing: boolean): void {
  if (failed) {
    expect(screen.getByText(loadFailed).closest('[role="alert"]')).not.toBeNull();
    expect(button(deskMessages.tryAgain)).toBeTruthy();
  } else expect(screen.queryByText(loadFailed)).toBeNull();
  expect(screen.queryByRole('status')?.textContent ?? null).toBe(loadingWithNothing ? deskMessages.loading : null);
  void expected;
}

const catalogue: ScreenDriver = {
  View: CatalogueEditor as never,
  async perform(step) {
    const { event, user } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'TOGGLE_SIZE_STOCK') await user.click(button(/^Mark (out of|in) stock: Alphonso Mango 500 ML$/));
    else if (event.type === 'TOGGLE_PRODUCT_STOCK') await user.click(button(/^Mark (out of|in) stock: Alphonso Mango$/));
    else if (event.type === 'TOGGLE_HIDDEN') await user.click(button(/^(Hide|Show again): Alphonso Mango$/));
    else if (event.type === 'EDIT_PRICE') {
      setValue(screen.getByLabelText('Price (₹): Alphonso Mango 500 ML'), text(event, 'price'));
      setValue(screen.getByLabelText('MRP (₹): Alphonso Mango 500 ML'), text(event, 'mrp'));
    } else if (event.type === 'SAVE_PRICE') await clickOrExpectDisabled(step, 'Save price: Alphonso Mango 500 ML');
    else if (event.type === 'SAVE_WORDS') {
      setValue(screen.getByLabelText(ownerMessages.nameGujarati), text(event, 'titleGu'));
      setValue(screen.getByLabelText(ownerMessages.nameHindi), text(event, 'titleHi'));
      setValue(screen.getByLabelText(ownerMessages.searchWordsLabel), text(event, 'searchWords'));
      await clickOrExpectDisabled(step, `${ownerMessages.saveWords}: Alphonso Mango`);
    } else if (event.type === 'PICK_PICTURE') await user.upload(screen.getByLabelText(ownerMessages.pictureLabel), new File([pngBytes], 'kesar.png', { type: 'image/png' }));
    else if (event.type === 'ADD_PRODUCT') {
      const [size] = event.sizes as { size: string; price: string; mrp: string }[];
      setValue(screen.getByLabelText(ownerMessages.productName), text(event, 'title'));
      setValue(screen.getByLabelText(ownerMessages.sizeLabel), size!.size);
      setValue(screen.getByLabelText(ownerMessages.priceLabel), size!.price);
      setValue(screen.getByLabelText(ownerMessages.mrpLabel), size!.mrp);
      await user.click(button(ownerMessages.addProduct));
    } else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state) {
    const expected = state as CatalogueEditorSnapshot;
    const { context } = expected;
    expectPhase(expected, ownerMessages.catalogueLoadFailed, expected.matches('failed'), expected.matches('loading') && context.products.length === 0);
    if (expected.matches('failed')) return;
    expect(screen.queryAllByRole('heading', { level: 2, name: 'Alphonso Mango' })).toHaveLength(context.products.length);
    if (context.products.length > 0) {
      const draft = context.drafts[11];
      expect((screen.getByLabelText('Price (₹): Alphonso Mango 500 ML') as HTMLInputElement).value).toBe(draft?.price ?? '120');
      expect((button('Save price: Alphonso Mango 500 ML') as HTMLButtonElement).disabled).toBe(!expected.can({ type: 'SAVE_PRICE', pMetaId: 11 }));
      expect((button(/^Mark (out of|in) stock: Alphonso Mango$/) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
      expect((button(`${ownerMessages.saveWords}: Alphonso Mango`) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
      if (draft?.problem) expect(screen.getByText(draft.problem).getAttribute('role')).toBe('alert');
    }
    for (const problem of [context.formProblem, context.pictureProblem]) if (problem) expect(screen.getByText(problem)).toBeTruthy();
    expect(screen.queryByText(ownerMessages.pictureAccepted) !== null).toBe(context.picture !== null);
  },
};

const deliveryArea: ScreenDriver = {
  View: DeliveryAreaEditor as never,
  async perform(step) {
    const { event, user, before } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'ADD') {
      setValue(screen.getByLabelText(ownerMessages.pinCodeLabel), text(event, 'pinCode'));
      setValue(screen.getByLabelText(ownerMessages.localityLabel), text(event, 'locality'));
      await user.click(button(ownerMessages.addPinCode));
    } else if (event.type === 'RENAME') {
      setValue(screen.getByLabelText(`${ownerMessages.localityLabel}: ${text(event, 'pinCode')}`), text(event, 'locality'));
      await user.click(button(`${ownerMessages.renameLocality}: ${text(event, 'pinCode')}`));
    } else if (event.type === 'REMOVE') {
      // With one pin code left, every Remove is refused alike; the screen offers the only one there is.
      const listed = screen.queryByRole('button', { name: `${ownerMessages.removePinCode}: ${text(event, 'pinCode')}` });
      const only = (before as DeliveryAreaSnapshot).context.areas.length === 1 ? button(/^Remove: /) : null;
      await user.click((listed ?? only)!);
    } else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state, toasts) {
    const expected = state as DeliveryAreaSnapshot;
    const { context } = expected;
    expectPhase(expected, ownerMessages.deliveryAreaLoadFailed, expected.matches('failed'), expected.matches('loading') && context.areas.length === 0);
    expect(screen.queryAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(context.areas.map((area) => area.pinCode));
    if (context.formProblem) expect(screen.getByText(context.formProblem).getAttribute('role')).toBe('alert');
    if (!expected.matches('failed')) expect((button(ownerMessages.addPinCode) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
    void toasts;
  },
};

const shopSettings: ScreenDriver = {
  View: ShopSettingsEditor as never,
  async perform(step) {
    const { event, user } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'SAVE_HOURS') {
      setValue(screen.getByLabelText(ownerMessages.opensAt), text(event, 'opensAt'));
      setValue(screen.getByLabelText(ownerMessages.closesAt), text(event, 'closesAt'));
      setValue(screen.getByLabelText(ownerMessages.cutOff), text(event, 'cutOff'));
      setValue(screen.getByLabelText(ownerMessages.usualMinutes), text(event, 'usualMinutes'));
      await user.click(button(ownerMessages.saveHours));
    } else if (event.type === 'CHOOSE_LEGAL_LANGUAGE') {
      await user.selectOptions(screen.getByLabelText(ownerMessages.legalLanguage), text(event, 'language'));
    } else if (event.type === 'SAVE_LEGAL') {
      const title = event.document === 'privacy' ? ownerMessages.privacyPolicy : ownerMessages.terms;
      setValue(screen.getByLabelText(`${title} (HTML)`), text(event, 'html'));
      await user.click(button(ownerMessages.saveText(title)));
    } else if (event.type === 'SAVE_UPI') {
      setValue(screen.getByLabelText(ownerMessages.upiId), text(event, 'upiId'));
      setValue(screen.getByLabelText(ownerMessages.upiPayee), text(event, 'payee'));
      await user.click(button(ownerMessages.saveUpi));
    } else if (event.type === 'SAVE_SHOP') {
      setValue(screen.getByLabelText(ownerMessages.shopName), text(event, 'name'));
      setValue(screen.getByLabelText(ownerMessages.shopAddress), text(event, 'address'));
      setValue(screen.getByLabelText(ownerMessages.shopPhone), text(event, 'phone'));
      await user.click(button(ownerMessages.saveShopContact));
    } else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state) {
    const expected = state as ShopSettingsSnapshot;
    const { context } = expected;
    expectPhase(expected, ownerMessages.settingsLoadFailed, expected.matches('failed'), expected.matches('loading'));
    if (!expected.matches('ready') || !context.settings) return;
    // What is shown under "As saved" is the server's text (sanitised), whatever was typed.
    const savedPrivacy = new DOMParser().parseFromString(context.settings.privacy[context.legalLanguage], 'text/html').body.textContent;
    expect(screen.getByTestId('legal-privacy-saved').textContent).toBe(savedPrivacy);
    expect((screen.getByLabelText(ownerMessages.legalLanguage) as HTMLSelectElement).value).toBe(context.legalLanguage);
    if (context.hoursProblem) expect(screen.getByText(context.hoursProblem).getAttribute('role')).toBe('alert');
    if (context.legalProblem) expect(screen.getByText(context.legalProblem.message).getAttribute('role')).toBe('alert');
    if (context.upiProblem) expect(screen.getByText(context.upiProblem).getAttribute('role')).toBe('alert');
    expect((button(ownerMessages.saveHours) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
    expect((button(ownerMessages.saveUpi) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
    // Issue 27, point 6: the form shows the shop's details as saved (until the owner types), a refusal as an alert, and waits while saving.
    if (context.shopProblem) expect(screen.getByText(context.shopProblem).getAttribute('role')).toBe('alert');
    if (!context.shopProblem && !context.pendingShop) expect((screen.getByLabelText(ownerMessages.shopName) as HTMLInputElement).value).toBe(context.settings.shop.name);
    expect((button(ownerMessages.saveShopContact) as HTMLButtonElement).disabled).toBe(!expected.matches({ ready: 'idle' }));
  },
};

const today: ScreenDriver = {
  View: TodayView as never,
  async perform(step) {
    const { event, user } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'PICK_DAY') setValue(screen.getByLabelText(ownerMessages.dayLabel), text(event, 'day'));
    else if (event.type === 'EXPORT') {
      setValue(screen.getByLabelText(ownerMessages.fromDay), text(event, 'from'));
      setValue(screen.getByLabelText(ownerMessages.toDay), text(event, 'to'));
      await user.click(button(ownerMessages.downloadCsv));
    } else if (event.type === 'CLOSE_DAY') await user.click(button(ownerMessages.closeDay));
    else if (event.type === 'PICK_PAPER') await user.click(screen.getByLabelText(ownerMessages.paperLabels[event.paper as '80mm' | 'A4']));
    else if (event.type === 'PRINT') await user.click(button(ownerMessages.printReport));
    else if (event.type === 'BACK') await user.click(button(ownerMessages.backToToday));
    else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state) {
    const expected = state as TodaySnapshot;
    const { context } = expected;
    if (expected.matches({ summary: 'dayEnd' })) {
      // The day-end report alone: its figures, who delivered, and the orders behind them.
      const report = document.querySelector(`[data-day-end="${context.paper}"]`)!;
      expect(report).not.toBeNull();
      expect(screen.getByRole('heading', { name: ownerMessages.dayEndTitle(context.summary!.day) })).toBeTruthy();
      expect(report.textContent).toContain(`${ownerMessages.cash}: ${formatRupees('en', 2170)} · ${ownerMessages.upi}: ${formatRupees('en', 880)}`);
      expect(report.textContent).toContain(ownerMessages.ordersWorth(1, formatRupees('en', 300)));
      if (context.paper === 'A4') {
        const rows = [...report.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
        expect(rows).toContainEqual(['Ravi Patel', '2', formatRupees('en', 2170), formatRupees('en', 880), formatRupees('en', 3050)]);
        expect(rows).toContainEqual(['ORD000014', 'Cancelled: Ordered twice', '7:00 pm', ownerMessages.nobodyAtTheDesk, 'Dev Rana', 'Cash on delivery', formatRupees('en', 300)]);
      } else {
        // The 80 mm roll has no tables (they do not fit it): a few short lines per person and per order.
        expect(report.querySelector('table')).toBeNull();
        const entries = [...report.querySelectorAll('li')].map((entry) => entry.textContent);
        expect(entries).toContainEqual(`Ravi Patel: ${ownerMessages.ordersWorth(2, formatRupees('en', 3050))}${ownerMessages.cash}: ${formatRupees('en', 2170)} · ${ownerMessages.upi}: ${formatRupees('en', 880)}`);
        expect(entries).toContainEqual(`ORD000014 ${formatRupees('en', 300)}Cancelled: Ordered twice · 7:00 pm · ${ownerMessages.nobodyAtTheDesk}Dev Rana · Cash on delivery`);
      }
      expect((screen.getByLabelText(ownerMessages.paperLabels[context.paper]) as HTMLInputElement).checked).toBe(true);
      // The toolbar and the export are outside the report, so they do not print.
      expect(report.contains(screen.getByLabelText(ownerMessages.dayLabel))).toBe(false);
      expect(report.contains(button(ownerMessages.downloadCsv))).toBe(false);
    } else expectPhase(expected, ownerMessages.todayLoadFailed, expected.matches({ summary: 'failed' }), expected.matches({ summary: 'loading' }));
    expect((screen.getByLabelText(ownerMessages.dayLabel) as HTMLInputElement).value).toBe(context.day);
    const ready = expected.matches({ summary: 'ready' });
    const figuresShown = ready || expected.matches({ summary: 'dayEnd' });
    // Takings are the delivered orders alone: ₹3,050 of which ₹2,170 cash; the shipped ₹1,450 is still to collect.
    expect(screen.queryAllByText(formatRupees('en', 3050)).length > 0).toBe(figuresShown);
    expect(screen.queryByText(`${ownerMessages.cash}: ${formatRupees('en', 2170)} · ${ownerMessages.upi}: ${formatRupees('en', 880)}`) !== null).toBe(figuresShown);
    expect(screen.queryByText(ownerMessages.ordersWorth(1, formatRupees('en', 1450))) !== null).toBe(figuresShown);
    expect(screen.queryByText('Alphonso Mango 5 Litre: 1 (₹1,450.00)') !== null).toBe(ready);
    expect(screen.queryByRole('button', { name: ownerMessages.closeDay }) !== null).toBe(ready);
    if (context.exportProblem) expect(screen.getByText(context.exportProblem).getAttribute('role')).toBe('alert');
    expect((button(ownerMessages.downloadCsv) as HTMLButtonElement).disabled).toBe(expected.hasTag('exporting'));
  },
};

const staff: ScreenDriver = {
  View: StaffList as never,
  async perform(step) {
    const { event, user } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'ADD') {
      setValue(screen.getByLabelText(deskMessages.email), text(event, 'email'));
      setValue(screen.getByLabelText(ownerMessages.name), text(event, 'name'));
      setValue(screen.getByLabelText(deskMessages.password), text(event, 'password'));
      await user.click(button(ownerMessages.addStaff));
    } else if (event.type === 'DEACTIVATE') {
      // The owner's own row has no Deactivate button.
      const target = event.deskUserId === 2 ? button(`${ownerMessages.deactivate}: Ravi Patel`) : null;
      if (target) await user.click(target);
      else expect(screen.queryAllByRole('button', { name: /^Deactivate: / }).map((element) => element.getAttribute('aria-label'))).not.toContain('Deactivate: Meera Shah');
    } else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state) {
    const expected = state as StaffSnapshot;
    const { context } = expected;
    expectPhase(expected, ownerMessages.staffLoadFailed, expected.matches('failed'), expected.matches('loading') && context.members.length === 0);
    expect(screen.queryAllByRole('row').length).toBe(context.members.length === 0 ? 0 : context.members.length + 1);
    if (context.formProblem) expect(screen.getByText(context.formProblem).getAttribute('role')).toBe('alert');
    if (context.members.length > 0) expect((button(`${ownerMessages.deactivate}: Ravi Patel`) as HTMLButtonElement).disabled).toBe(!expected.can({ type: 'DEACTIVATE', deskUserId: 2 }));
  },
};

const auditLog: ScreenDriver = {
  View: AuditLogView as never,
  async perform(step) {
    const { event, user } = step;
    if (event.type === 'RETRY') await user.click(button(deskMessages.tryAgain));
    else if (event.type === 'OLDER') await clickOrExpectDisabled(step, ownerMessages.olderPage);
    else if (event.type === 'NEWER') await clickOrExpectDisabled(step, ownerMessages.newerPage);
    else if (event.type === 'REFRESH') await clickOrExpectDisabled(step, ownerMessages.refresh);
    else if (event.type === 'FILTER') {
      const filters = event.filters as AuditFilters;
      if (step.before.can(event as never)) {
        await user.selectOptions(screen.getByLabelText(ownerMessages.auditPerson), 'Ravi Patel');
        await user.selectOptions(screen.getByLabelText(ownerMessages.auditKind), ownerMessages.auditKinds.order);
        setValue(screen.getByLabelText(ownerMessages.auditOrder), filters.order);
        setValue(screen.getByLabelText(ownerMessages.auditDay), filters.day);
        await user.click(button(ownerMessages.applyFilters));
      } else expect((button(ownerMessages.applyFilters) as HTMLButtonElement).disabled).toBe(true);
    } else throw new Error(`no screen action for ${event.type}`);
  },
  expectScreen(state) {
    const expected = state as AuditLogSnapshot;
    expectPhase(expected, ownerMessages.auditLoadFailed, expected.matches('failed'), expected.matches('loading'));
    const entries = expected.matches('ready') ? (expected.context.page?.entries ?? []) : [];
    expect(screen.queryAllByRole('row').length).toBe(entries.length === 0 ? 0 : entries.length + 1);
    for (const entry of entries) expect(screen.getByText(entry.what)).toBeTruthy();
    if (expected.context.filterProblem) expect(screen.getByText(expected.context.filterProblem).getAttribute('role')).toBe('alert');
    else expect(screen.queryByText(ownerMessages.auditOrderFormat)).toBeNull();
    expect((button(ownerMessages.olderPage) as HTMLButtonElement).disabled).toBe(!expected.can({ type: 'OLDER' }));
    expect((button(ownerMessages.newerPage) as HTMLButtonElement).disabled).toBe(!expected.can({ type: 'NEWER' }));
  },
};

const drivers: Record<string, ScreenDriver> = {
  deskCatalogue: catalogue,
  deskDeliveryArea: deliveryArea,
  deskShopSettings: shopSettings,
  deskToday: today,
  deskStaff: staff,
  deskAuditLog: auditLog,
};

describe.each(deskOwnerModels.map((entry) => [entry.name, entry] as const))('%s through its screen', (name, entry) => {
  const coverage = new Coverage();
  const candidates = generatePaths(entry.model) as GeneratedPath<AnyStateMachine>[];
  const kept = selectCoveringPaths(candidates, (effects) => fakeMachine(entry, effects, []), entry.model.input, entry.model.serializeState);

  it('walks the paths that take every transition', async () => {
    const paths = await kept;
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) await walkPath(entry, drivers[name]!, path, coverage);
  });

  it('reaches every transition through the screen', () => {
    expectScreenCoverage(name, entry.model.machine, coverage, {});
  });
});
