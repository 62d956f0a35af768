/**
 * Plants each mistake of issue 25's list once (one line of a machine, a rule or a screen changed), runs
 * the path suite named beside it, puts the line back, and writes which suite failed and how many of its
 * tests to docs/benchmarks.md's mistakes section. A mistake no suite notices reads "NOT CAUGHT".
 * `npm run mistakes` (all, 15-30 minutes on two cores) or `npm run mistakes -- inbox` (names containing it).
 * Never run beside other work in the same tree: the files are changed while a suite runs.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeSection } from './bench/resultsFile.ts';

interface Mistake {
  name: string;
  file: string;
  line: string;
  mistaken: string;
  suite: string[];
}

const model = (...files: string[]) => ['--project', 'model', ...files.map((file) => `tests/model/${file}.test.ts`)];

export const MISTAKES: Mistake[] = [
  { name: 'the orders machine lets a Shipped order be cancelled', file: 'machines/orders.ts', line: 'findOrder(context, orderId)?.canCancel === true', mistaken: "['pending', 'confirm'].includes(findOrder(context, orderId)?.status ?? '')", suite: model('orders') },
  { name: 'the order-history login link drops its way back', file: 'src/screens/OrderHistoryScreen.tsx', line: "const LOGIN_FROM_HISTORY = '/login?returnTo=/order-history';", mistaken: "const LOGIN_FROM_HISTORY = '/login';", suite: ['--project', 'ui', 'tests/ui/session.test.tsx'] },
  { name: 'the desk inbox lets a cancelled order be accepted', file: 'machines/desk/inbox.ts', line: "return order !== undefined && canDo(order.status, 'accept');", mistaken: "return order !== undefined && (canDo(order.status, 'accept') || order.status === 'cancelled');", suite: model('inbox') },
  { name: 'wholesale only above 10 litres', file: 'domain/cart.ts', line: 'return fiveLitreVolume(lines) >= WHOLESALE_MIN_LITRES;', mistaken: 'return fiveLitreVolume(lines) > WHOLESALE_MIN_LITRES;', suite: model('checkout') },
  { name: "order rule A lets 6 items through", file: 'domain/orderRule.ts', line: 'items >= RULE_A_MIN_ITEMS ?', mistaken: 'items >= RULE_A_MIN_ITEMS - 1 ?', suite: model('checkout') },
  { name: 'Place Order without an address', file: 'machines/checkout.ts', line: "{ guard: not('hasAddressChosen'), actions", mistaken: '{ guard: () => false, actions', suite: model('checkout') },
  { name: '"Adding..." for 300 ms', file: 'domain/constants.ts', line: 'export const ADDING_FEEDBACK_MS = 500;', mistaken: 'export const ADDING_FEEDBACK_MS = 300;', suite: model('cart') },
  { name: 'decrease at 1 keeps the line', file: 'machines/cart.ts', line: 'isLastOfLine: ({ context }, { key }: LineParams) => findItem(context.items, key)?.quantity === 1,', mistaken: 'isLastOfLine: ({ context }, { key }: LineParams) => findItem(context.items, key)?.quantity === 0,', suite: model('cart') },
  { name: 'an out-of-stock size can be added', file: 'machines/cart.ts', line: "isAddable: ({ context }, { productId, size }: AddParams) => size.status === 'In Stock' && !isLineFull", mistaken: 'isAddable: ({ context }, { productId, size }: AddParams) => !isLineFull', suite: model('cart') },
  { name: 'the cart is kept after an order', file: 'machines/cart.ts', line: "ORDER_PLACED: { target: 'empty', actions: ['empty', 'persist'] },", mistaken: "ORDER_PLACED: { actions: ['persist'] },", suite: model('cart') },
  { name: 'logout keeps the stored session', file: 'machines/session.ts', line: "onDone: { target: 'visitor', actions: ['forgetUser', 'clearSession',", mistaken: "onDone: { target: 'visitor', actions: ['forgetUser',", suite: model('session') },
  { name: 'making an address default keeps the old default', file: 'machines/addresses.ts', line: 'isDefault: address.id === params.id', mistaken: 'isDefault: address.isDefault || address.id === params.id', suite: model('addresses') },
  { name: 'search is case-sensitive', file: 'domain/products.ts', line: 'product.name.toLowerCase().includes(needle)', mistaken: 'product.name.includes(needle)', suite: model('catalogue') },
  { name: 'the ConeCandy chip before Classic Flavors', file: 'domain/categoryOrder.ts', line: 'seen.splice(classic + 1, 0', mistaken: 'seen.splice(classic, 0', suite: model('catalogue') },
  { name: 'registration with one consent of two', file: 'domain/accountRules.ts', line: 'return form.acceptedPrivacy && form.acceptedTerms;', mistaken: 'return form.acceptedPrivacy || form.acceptedTerms;', suite: model('account') },
  { name: 'staff may manage the staff (desk roles)', file: 'domain/desk/roles.ts', line: "new Set<DeskAction>(['session', 'orders', 'phoneOrders', 'passwordHelp'])", mistaken: "new Set<DeskAction>(['session', 'orders', 'phoneOrders', 'passwordHelp', 'staff'])", suite: model('deskSession') },
];

/** Runs one mistake's suite with the mistake in place; the file is put back whatever happens. */
function plant(mistake: Mistake): string {
  const source = readFileSync(mistake.file, 'utf8');
  if (source.split(mistake.line).length !== 2) return `the line is not in ${mistake.file} once: update this table`;
  writeFileSync(mistake.file, source.replace(mistake.line, mistake.mistaken));
  try {
    const run = spawnSync('npx', ['vitest', 'run', ...mistake.suite], { encoding: 'utf8', maxBuffer: 1 << 28 });
    // eslint-disable-next-line no-control-regex
    const output = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
    const tests = /Tests\s+(.*)/.exec(output)?.[1]?.trim().replace(/\s*\|\s*/g, ', ') ?? 'no test summary';
    return run.status === 0 ? `NOT CAUGHT (${tests})` : tests;
  } finally {
    writeFileSync(mistake.file, source);
  }
}

const only = process.argv.slice(2);
const rows = MISTAKES.filter((mistake) => only.length === 0 || only.some((word) => mistake.name.includes(word))).map((mistake) => {
  const verdict = plant(mistake);
  console.log(`${mistake.name}: ${verdict}`);
  return `| ${mistake.name} | ${mistake.file} | ${mistake.suite.filter((part) => part.startsWith('tests/')).join(', ')} | ${verdict} |`;
});
if (only.length === 0) {
  writeSection(
    'mistakes',
    `## Planted mistakes (\`npm run mistakes\`)

Each mistake of issue 25's list made once, its path suite run, the line put back (scripts/mistakes.ts). Run on
${new Date().toISOString().slice(0, 10)}. The first three passed every test in the repository before issue 25's oracles (the
event tables of model/oracles/, the sample orders in every status, the selection keeping the /order-history
login's way back).

| mistake | file | suite | tests of the suite with the mistake |
|---|---|---|---|
${rows.join('\n')}
`,
  );
}
