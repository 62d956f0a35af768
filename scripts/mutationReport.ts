/**
 * After `stryker run` of each group (npm run mutation, scripts/mutation.ts): the mutation score per group
 * and file and every mutant no suite killed, from Stryker's JSON reports, written to docs/benchmarks.md's mutation section. Why
 * each one survives is kept beside it in SURVIVOR_REASONS (by file, line and replacement), so that a
 * survivor nobody has looked at says so.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { MUTATION_GROUPS, mutatesLine } from './mutationGroups.ts';
import { writeSection } from './bench/resultsFile.ts';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const reportOf = (group: string) => `reports/mutation/${group}.json`;
/** How long the group's run took, in seconds, written by scripts/mutation.ts. */
const timeOf = (group: string) => `reports/mutation/${group}.seconds`;

/**
 * Why a mutant survives, keyed `<file>:<line> <replacement>`, or `<file>:<line>` for every mutant of the line;
 * `<group> ` before the key when the reason holds for that group's suite only.
 */
const SURVIVOR_REASONS: Record<string, string> = {
  'domain/orderRule.ts:35': 'equivalent under reading B: a 5 Litre line is not cone/candy, so the next line lets the cart through anyway',
  'domain/orderRule.ts:36 false':
    "equivalent in every flow: an empty cart is refused as empty before the order rule is asked (checkout's isCartEmpty) and the cart shows no rule for it; tests/unit/orderRule.test.ts's reading B table states that an empty cart passes",
  'domain/orderRule.ts:38': "equivalent: a shortfall's reading is only told apart as 'A' or not (the button's words, orderRuleMessage)",
  ...Object.fromEntries(
    [20, 21, 22].map((line) => [
      `deskStatusFlow domain/desk/orderStatus.ts:${line} ""`,
      "not read by the inbox: it shows the status the server answers (takeChangedOrder); what an action moves an order to is the server's, and the deskStatusChange group kills this mutant by the domain's table",
    ]),
  ),
  'deskStatusFlow domain/desk/orderStatus.ts:62 "Stryker was here!"':
    "equivalent in the inbox: the reason it checks is always the typed text, never null; the deskStatusChange group's table sends null",
  ...Object.fromEntries(
    [
      [164, 'ADD_LINES'],
      [169, 'RESTORED'],
      [170, 'STORAGE_CHANGED'],
      [174, 'CATALOGUE_LOADED'],
      [176, 'CATALOGUE_LOADED'],
    ].map(([line, event]) => [
      `machines/cart.ts:${line} true`,
      `equivalent: the guard is named only on ${event}'s transitions, so its check of the event's type only narrows TypeScript's type`,
    ]),
  ),
  ...Object.fromEntries(
    [158, 160].map((line) => [
      `machines/checkout.ts:${line} true`,
      "equivalent: the guard is named only on PLACE_ORDER's transitions, so its check of the event's type only narrows TypeScript's type",
    ]),
  ),
  'machines/checkout.ts:166 true': 'equivalent: a retry is asked about only after hasAddressChosen held, so the address is never null there',
  'domain/accountRules.ts:57':
    "equivalent in the registration machine: it takes REGISTER only with both boxes ticked (guard hasAcceptedBothConsents; every account path checks can(REGISTER) against the consents), so the form's check never sees an unticked box; tests/unit/validation.test.ts's table states the refusal",
  'domain/accountRules.ts:109 false':
    'equivalent: a refused name goes on to the last line, which returns the same refusal (its value is undefined, never equal to the current name)',
  'domain/accountRules.ts:27':
    'equivalent in the machines: the registration phone keeps digits only (phoneInput), so a phone with other characters never reaches the hint',
  ...Object.fromEntries(
    [
      ['domain/cart.ts:50', "the line's wholesalePrice flag"],
      ['domain/cart.ts:60', 'totalItems'],
      ['domain/cart.ts:63', 'totalCountItems'],
      ['domain/cart.ts:65', 'isWholesale'],
      ['domain/cart.ts:66', 'litresToWholesale'],
      ['domain/cart.ts:105', 'the litres of totalVolume'],
      ['domain/cart.ts:106', 'the litres of totalVolume'],
    ].map(([where, what]) => [
      `wholesaleAndCheckout ${where}`,
      `not read by the checkout machine or its order: ${what} is the cart screen's to show (the (Wholesale) tag, the counts, the banner and hint, the litres); no path suite reads it, tests/unit/cart.test.ts's tables state it`,
    ]),
  ),
  'domain/desk/orderStatus.ts:47 true':
    'equivalent: of the three actions only Mark delivered is ever refused on a Pending order (accept and cancel are allowed there)',
  'machines/orders.ts:110': 'equivalent: the guard is read only once the list has loaded, when orders is never null',
  'machines/orders.ts:111 true': 'equivalent: no order is found for a null id, so the first operand decides nothing',
  'machines/orders.ts:114 findOrder(context, orderId).canCancel':
    'equivalent: the open order is always listed (the view closes an order a reloaded list no longer holds), so findOrder finds it whenever the first operand holds',
};

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const percent = (detected: number, counted: number) => (counted ? `${((100 * detected) / counted).toFixed(1)} %` : '-');

interface Tally {
  detected: number;
  counted: number;
}
const pathSuites: Tally = { detected: 0, counted: 0 };
const groupRows: string[] = [];
const fileRows: string[] = [];
const survivors: string[] = [];
const NOT_LOOKED_AT = 'not looked at yet';
/** Survivors without a reason: each is a gap in a suite, or an equivalent mutant to say so of; either way someone must look. */
const unexplained: string[] = [];
const missing: string[] = [];
for (const [group, definition] of Object.entries(MUTATION_GROUPS)) {
  const { what, tests } = definition;
  const file = reportOf(group);
  if (!existsSync(file)) {
    missing.push(group);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const byPaths = tests.every((test) => test.startsWith('tests/model/'));
  const tally: Tally = { detected: 0, counted: 0 };
  for (const [source, { source: text, mutants: all }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const mutants = all.filter((mutant) => mutatesLine(definition, source, mutant.location.start.line));
    const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status));
    const counted = detected + undetected.length;
    tally.detected += detected;
    tally.counted += counted;
    fileRows.push(`| ${group} | ${source} | ${counted} | ${detected} | ${undetected.length} | ${percent(detected, counted)} |`);
    const lines = text.split('\n');
    for (const mutant of undetected.sort((a, b) => a.location.start.line - b.location.start.line)) {
      const line = mutant.location.start.line;
      const replacement = (mutant.replacement ?? mutant.mutatorName).replace(/\s+/g, ' ').replace(/\|/g, '\\|');
      const key = `${source}:${line} ${mutant.replacement ?? mutant.mutatorName}`;
      const code = (lines[line - 1] ?? '').trim().replace(/\|/g, '\\|');
      const reason =
        [`${group} ${key}`, key, `${group} ${source}:${line}`, `${source}:${line}`].map((name) => SURVIVOR_REASONS[name]).find((said) => said !== undefined) ??
        NOT_LOOKED_AT;
      if (reason === NOT_LOOKED_AT) unexplained.push(`${source}:${line} ${mutant.mutatorName} ${replacement}`);
      survivors.push(`| ${source}:${line} | ${mutant.mutatorName} | \`${replacement.slice(0, 80)}\` | \`${code.slice(0, 90)}\` | ${reason} |`);
    }
  }
  if (byPaths) {
    pathSuites.detected += tally.detected;
    pathSuites.counted += tally.counted;
  }
  const written = statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ');
  const seconds = existsSync(timeOf(group)) ? `${readFileSync(timeOf(group), 'utf8').trim()} s` : '-';
  groupRows.push(`| ${group} | ${what} | ${tests.join(', ')} | ${tally.counted} | ${tally.detected} | ${percent(tally.detected, tally.counted)} | ${written} UTC | ${seconds} |`);
}

const [load] = loadavg();
writeSection(
  'mutation',
  `## Mutation testing (\`npm run mutation\`)

StrykerJS with the vitest runner, one run per group of scripts/mutation-groups.json: each mutant (one operator, condition
or literal changed) of a group's files runs against that group's suite only. A mutant is active from the moment
the suite loads, as a mistake made by hand, so the generated paths replay the mutated machine and only the
suites' independent checks can notice it (stryker.config.mjs says why per-test coverage is not used). Mutants
of module-level code (the status flow's table, the limits) are counted. Load average ${load?.toFixed(1)} when this
section was written; each group's report time and duration below.
${missing.length ? `\nNot run yet: ${missing.join(', ')}.\n` : ''}
**Killed by the path suites: ${pathSuites.detected} of ${pathSuites.counted} mutants, ${percent(pathSuites.detected, pathSuites.counted)}.**

| group | what | suite | mutants | killed | score | report written | took |
|---|---|---|---:|---:|---:|---|---:|
${groupRows.join('\n')}

| group | file | mutants | killed | survived | score |
|---|---|---:|---:|---:|---:|
${fileRows.join('\n')}

Surviving mutants:

| where | mutator | replacement | code | why it survives |
|---|---|---|---|---|
${survivors.join('\n') || '| (none) | | | | |'}
`,
);
console.log(`killed by the path suites: ${percent(pathSuites.detected, pathSuites.counted)} (${pathSuites.detected}/${pathSuites.counted}); ${survivors.length} survivors written to docs/benchmarks.md`);
if (unexplained.length > 0) {
  console.error(`${unexplained.length} surviving mutant(s) nobody has looked at (kill each with a check, or give its reason in SURVIVOR_REASONS):\n  ${unexplained.join('\n  ')}`);
  process.exitCode = 1;
}
