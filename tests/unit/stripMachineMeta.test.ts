import { expect, it } from 'vitest';
import { parseAst } from 'vite';
import { withoutMeta } from '../../scripts/stripMachineMeta.ts';

const evaluate = (code: string): unknown => new Function(`return ${code}`)();

it.each([
  ['{ id: "cart", meta: { spec: "4" }, states: { idle: { meta: { spec: ["4", "7"] }, on: { ADD: { target: "idle", meta: { issue: "13.1" } } } } } }',
    { id: 'cart', states: { idle: { on: { ADD: { target: 'idle' } } } } }],
  ['{ failed: { meta: load.meta } }', { failed: {} }],
  ['{ "meta": 1, last: true }', { last: true }],
])('the build leaves the meta of %s out and keeps the rest', (source, expected) => {
  const stripped = withoutMeta(`(${source})`, parseAst)!;
  expect(stripped).not.toMatch(/meta/);
  expect(evaluate(stripped)).toEqual(expected);
});

it('a machine without meta is left as it is', () => {
  expect(withoutMeta('({ id: "shell", initial: "idle" })', parseAst)).toBeNull();
});
