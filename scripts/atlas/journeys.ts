/**
 * The atlas page of the storefront's journeys: each path generated from the journey model
 * (model/models/storefront.ts) as a sequence diagram of what the system's actors told each other, step by
 * step, beside the page after each step where the browser run took a screenshot. The screen paths
 * (tests/ui/storefront.test.tsx) record the messages as they walk (tests/ui/atlasRecord.ts `recordJourney`);
 * the screens' record is kept in docs/atlas/journeys.json, the browser's (with screenshots) only in coverage/atlas.
 */
import { escape, page } from './site.ts';
import { OUTSIDE_THE_SYSTEM, type JourneyRecord, type JourneyStep } from './journeyRecord.ts';

/** The actors' columns, left to right: outside, the root, the flows spawned at start, then those spawned on load. */
const COLUMN_ORDER = [OUTSIDE_THE_SYSTEM, 'storefront', 'catalogue', 'cart', 'session', 'shell', 'addresses', 'checkout', 'orders', 'reorder', 'deliveryCheck'];
const COLUMN = 120;
const ROW = 22;
const HEAD = 24;

function columnsOf(journey: JourneyRecord): string[] {
  const named = new Set(journey.steps.flatMap((step) => step.messages.flatMap((message) => [message.from, message.to])));
  const known = COLUMN_ORDER.filter((actor) => named.has(actor));
  return [...known, ...[...named].filter((actor) => !COLUMN_ORDER.includes(actor)).sort()];
}

/** One step's messages as arrows between the actors' lifelines (the same columns for every step of a journey). */
function stepSvg(step: JourneyStep, columns: readonly string[], withHeads: boolean): string {
  const x = (actor: string) => columns.indexOf(actor) * COLUMN + COLUMN / 2;
  const top = withHeads ? HEAD : 0;
  const height = top + Math.max(1, step.messages.length) * ROW + 4;
  const width = columns.length * COLUMN;
  const heads = withHeads
    ? columns.map((actor) => `<text x="${x(actor)}" y="15" text-anchor="middle" font-weight="bold">${escape(actor)}</text>`).join('')
    : '';
  const lifelines = columns.map((actor) => `<line x1="${x(actor)}" y1="${top}" x2="${x(actor)}" y2="${height}" stroke="#d0d7de"/>`).join('');
  const arrows = step.messages.map((message, index) => {
    const y = top + index * ROW + ROW - 4;
    const [from, to] = [x(message.from), x(message.to)];
    const tip = to > from ? to - 6 : to + 6;
    const label = message.event.replace('xstate.snapshot.session', 'snapshot');
    return `<line x1="${from}" y1="${y}" x2="${to}" y2="${y}" stroke="#0969da"/><path d="M${to},${y} L${tip},${y - 4} L${tip},${y + 4} Z" fill="#0969da"/>`
      + `<text x="${(from + to) / 2}" y="${y - 4}" text-anchor="middle">${escape(label)}</text>`;
  });
  const quiet = step.messages.length ? '' : `<text x="4" y="${top + 15}" fill="#59636e">(no message between actors)</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">${heads}${lifelines}${arrows.join('')}${quiet}</svg>`;
}

function journeySection(journey: JourneyRecord, index: number, withShots: boolean): string {
  const columns = columnsOf(journey);
  const rows = journey.steps.map((step, at) => {
    const shot = withShots && step.shot ? `<td><img src="${escape(step.shot)}" alt="the page after ${escape(step.step)}" loading="lazy" style="height:200px;object-fit:cover;object-position:top"></td>` : '';
    return `<tr><th>${escape(step.step)}</th><td>${stepSvg(step, columns, at === 0)}</td>${shot}</tr>`;
  });
  return `<details id="journey-${index + 1}"><summary>${index + 1}. ${escape(journey.path)} <small>(${journey.steps.reduce((sum, step) => sum + step.messages.length, 0)} messages)</small></summary>
<table class="shots"><tr><th>step</th><th>what the actors told each other</th>${withShots ? '<th>the page after it</th>' : ''}</tr>
${rows.join('\n')}
</table></details>`;
}

export function journeysPage(journeys: readonly JourneyRecord[]): string {
  const withShots = journeys.some((journey) => journey.steps.some((step) => step.shot));
  const body = `<h1>The storefront's journeys</h1>
<p>Each path generated from the journey model (<code>model/models/storefront.ts</code>), walked through the screens over the storefront's actor system (<code>machines/app.ts</code>): per step, every event one actor sent another. "${OUTSIDE_THE_SYSTEM}" is outside the system (a screen, an account form, a loaded module, the API client, the window); "snapshot" is the session's snapshot, which the root follows. The same paths run against the machines alone, through the screens and in Chromium; ${withShots ? 'the screenshots are from the Chromium run' : 'the Chromium run\'s screenshots are in the local build (<code>npm run atlas -- --run</code>, coverage/atlas/journeys.html)'}. See also <a href="system.html">the system's links</a>.</p>
${journeys.map((journey, index) => journeySection(journey, index, withShots)).join('\n')}`;
  return page("The storefront's journeys: flow atlas", body, 'index.html');
}
