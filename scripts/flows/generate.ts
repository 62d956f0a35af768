/** Every file under docs/flows, generated in memory from the registered machines. */
import type { RegisteredMachine } from '../../model/registry.ts';
import { toDot } from './dot.ts';
import { measure } from './figures.ts';
import { notesOf } from './notes.ts';
import { indexPage, machinePage, rulesSection, type IndexRow } from './markdown.ts';
import { toMermaid } from './mermaid.ts';
import { readFlow } from './structure.ts';
import { renderSvg } from './svg.ts';

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

function checkNames(machines: readonly RegisteredMachine[]): void {
  const seen = new Set<string>();
  for (const { name } of machines) {
    if (!NAME.test(name) || name.toLowerCase() === 'readme') throw new Error(`registry: "${name}" cannot name a file under docs/flows`);
    if (seen.has(name.toLowerCase())) throw new Error(`registry: "${name}" is registered twice`);
    seen.add(name.toLowerCase());
  }
}

/** File name (relative to docs/flows) to content, sorted by name. */
export async function generateFlowDocs(machines: readonly RegisteredMachine[]): Promise<Map<string, string>> {
  checkNames(machines);
  const files = new Map<string, string>();
  const rows: IndexRow[] = [];
  for (const { name, title, summary, model } of machines) {
    const flow = readFlow(model.machine);
    const figures = await measure(model);
    const notes = notesOf(model.machine.id);
    files.set(`${name}.md`, machinePage({ name, title, summary, mermaid: toMermaid(flow, notes), figures, rules: rulesSection(flow, notes) }));
    files.set(`${name}.svg`, await renderSvg(toDot(flow, `${title} flow`, undefined, notes)));
    rows.push({ name, title, figures });
  }
  files.set('README.md', indexPage(rows));
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
