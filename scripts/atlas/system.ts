/**
 * The atlas page of the storefront as one actor system (machines/app.ts): its actors and the events they send
 * each other, read from the root's chart and the children's link actions (machines/laterFlowLinks.ts), so that
 * the page changes when a link does. An event from outside the system (a loaded module, the API client, the
 * window) comes from "app", an account form's (the actor of its screen) from "account forms".
 */
import type { AnyStateNode } from 'xstate';
import { accountFormNews, startFlows, storefrontMachine, type LaterFlow } from '../../machines/app.ts';
import { checkoutLinks, reorderLinks } from '../../machines/laterFlowLinks.ts';
import { escape, GENERATED_NOTE } from './site.ts';
import { guardMeaning, notesOf } from '../flows/notes.ts';
import { renderSvg } from '../flows/svg.ts';

const LATER_FLOWS: readonly LaterFlow[] = ['addresses', 'checkout', 'orders', 'reorder', 'deliveryCheck'];

interface SendAction {
  type?: string;
  to?: unknown;
  event?: unknown;
}

interface Link {
  from: string;
  to: string;
  event: string;
  /** The event the root reacted to, and when, for a link the root makes. */
  on?: string;
  guard?: string;
}

/** The event types a send action sends, tried with a visitor and a customer logged in, and with each account form's news. */
function sentTypes(action: SendAction, trigger: string): string[] {
  if (typeof action.event !== 'function') return [(action.event as { type: string }).type];
  const send = action.event as (args: unknown, params: unknown) => { type: string };
  const types = [null, { userId: 1, phone: '' }].flatMap((user) =>
    accountFormNews.map(
      (news) => send({ context: { user, loaded: [], keptDelivery: null }, event: { type: trigger, snapshot: { context: { user } }, news: { type: news } } }, { products: [], items: [] }).type,
    ),
  );
  return [...new Set(types)];
}

/** Whom a send action sends to (a system id), by asking its target with a system that answers ids. */
function targetOf(action: SendAction): string {
  if (typeof action.to === 'string') return action.to;
  return (action.to as (args: unknown) => string)({ system: { get: (id: string) => id } });
}

/** A guard as the chart names it: its name, its params, and the guards an `and` combines. */
function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const named = guard as { type?: string; params?: unknown; guards?: unknown[]; op?: string };
  if (named.guards) return named.guards.map(guardText).join(` ${named.op ?? 'and'} `);
  return named.params && typeof named.params === 'object' ? `${named.type}(${Object.values(named.params).join(', ')})` : String(named.type);
}

/** The actions of the root's transitions that send to a child, with the event and guard that run them. */
function rootLinks(): Link[] {
  const named = storefrontMachine.implementations.actions as Record<string, SendAction>;
  const nodes: AnyStateNode[] = [storefrontMachine.root, ...Object.values(storefrontMachine.root.states)];
  return nodes.flatMap((node) =>
    [...node.transitions.values()].flat().flatMap((transition) =>
      (transition.actions as (string | SendAction | { type: string })[]).flatMap((action) => {
        const resolved = (typeof action === 'string' ? named[action] : 'type' in action && named[action.type!] ? named[action.type!] : action) as SendAction;
        const guard = transition.guard ? guardText(transition.guard) : undefined;
        if (resolved?.type === 'xstate.sendTo') {
          return sentTypes(resolved, transition.eventType).map((event) => ({ from: 'storefront', to: targetOf(resolved), event, on: transition.eventType, ...(guard ? { guard } : {}) }));
        }
        const name = typeof action === 'string' ? action : action.type;
        if (name === 'loadAddresses') return [{ from: 'storefront', to: 'app', event: 'loadAddresses (loads the addresses module)', on: transition.eventType, ...(guard ? { guard } : {}) }];
        return [];
      }),
    ),
  );
}

/** What the children and the app tell the root. */
function toRoot(): Link[] {
  const children = { catalogue: startFlows.catalogue.implementations.actions, checkout: checkoutLinks, reorder: reorderLinks } as Record<string, Record<string, SendAction>>;
  const fromChildren = Object.entries(children).flatMap(([from, actions]) =>
    Object.values(actions)
      .filter((action) => action.type === 'xstate.sendTo' && action.to === '#_parent')
      .flatMap((action) => sentTypes(action, '').map((event) => ({ from, to: 'storefront', event }))),
  );
  return [
    ...fromChildren,
    { from: 'session', to: 'storefront', event: 'xstate.snapshot.session (every snapshot)' },
    ...LATER_FLOWS.map((flow) => ({ from: 'app', to: 'storefront', event: `FLOW_LOADED (${flow})` })),
    { from: 'app', to: 'storefront', event: 'UNAUTHORIZED (any call answered 401)' },
    { from: 'app', to: 'storefront', event: 'WINDOW_FOCUSED (the browser window got the focus back)' },
    { from: 'account forms', to: 'storefront', event: `ACCOUNT_FORM_NEWS (${accountFormNews.join(', ')})` },
  ];
}

export function systemLinks(): Link[] {
  return [...toRoot(), ...rootLinks()];
}

export async function systemPage(): Promise<string> {
  const links = systemLinks();
  const actors = ['app', 'account forms', 'storefront', ...Object.keys(startFlows), ...LATER_FLOWS];
  const dot = `digraph system {
  rankdir=LR; node [shape=box, style=rounded, fontname="sans-serif"]; edge [fontname="sans-serif", fontsize=10];
${actors.map((actor) => `  "${actor}"${LATER_FLOWS.includes(actor as LaterFlow) ? ' [style="rounded,dashed"]' : ''};`).join('\n')}
${links.map((link) => `  "${link.from}" -> "${link.to}" [label="${link.event.split(' ')[0]}"];`).join('\n')}
}`;
  const svg = await renderSvg(dot);
  const rows = links.map(
    (link) => `<tr><td>${escape(link.from)}</td><td><b>${escape(link.event)}</b></td><td>${escape(link.to)}</td><td>${escape(link.on ?? '')}</td><td>${escape(link.guard ?? '')}${link.guard ? `<br><small>${escape(guardMeaning(link.guard, notesOf(storefrontMachine.id)) ?? '')}</small>` : ''}</td></tr>`,
  );
  const body = `<h1>The storefront as one actor system <small>(<code>storefront</code>, machines/app.ts)</small></h1>
<p>The root spawns the catalogue, cart, session and header at once, and the flows drawn dashed when their module has loaded (FLOW_LOADED); the children tell it what happened, and it tells the flows each event concerns.</p>
<div class="diagram">${svg.slice(svg.indexOf('<svg'))}</div>
<p>Each generated journey across these actors, as a sequence of the messages they sent: <a href="journeys.html">the storefront's journeys</a>.</p>
<h2>Events between the actors</h2>
<table><tr><th>from</th><th>event</th><th>to</th><th>when the storefront hears</th><th>guard</th></tr>
${rows.join('\n')}
</table>`;
  return `<!doctype html>\n${GENERATED_NOTE}\n<html lang="en"><head><meta charset="utf-8"><title>The storefront system: flow atlas</title></head>\n<body>\n<p><a href="index.html">Flow atlas</a></p>\n${body}\n</body></html>\n`;
}
