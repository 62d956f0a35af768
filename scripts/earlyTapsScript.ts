/**
 * A vite plugin that builds src/earlyTapsScript.ts into a small classic script of its own
 * (`/assets/earlyTaps-<hash>.js`, not a module, so that it runs as soon as it has loaded) and puts it first
 * in the page's `<head>`, before the app's module and stylesheet: it is there before the server-rendered
 * page shows a button, and holds the taps that come before the app has hydrated (src/earlyTaps.ts, issue 28).
 * Built on its own (vite's build with no config file), so that the app's chunks never take a piece of it.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/earlyTapsScript.ts', import.meta.url));

async function buildScript(): Promise<{ fileName: string; code: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: true, rolldownOptions: { input: SOURCE, output: { format: 'iife' } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
  if (chunks.length !== 1) throw new Error(`earlyTapsScript: expected one chunk, got ${chunks.length}`);
  const code = chunks[0]!.code;
  return { fileName: `assets/earlyTaps-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`, code };
}

export function earlyTapsScript(): Plugin {
  let script: Promise<{ fileName: string; code: string }> | null = null;
  const built = () => (script ??= buildScript());
  return {
    name: 'early-taps-script',
    apply: 'build',
    async generateBundle() {
      const { fileName, code } = await built();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const { fileName } = await built();
        return [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
