/** DOT to SVG offline, with Graphviz compiled to WebAssembly (@viz-js/viz). */
import { instance } from '@viz-js/viz';

let viz: ReturnType<typeof instance> | null = null;

export async function renderSvg(dot: string): Promise<string> {
  viz ??= instance();
  return (await viz).renderString(dot, { format: 'svg' });
}
