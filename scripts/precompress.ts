/**
 * A vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so
 * the server sends compressed files without compressing on each request (@fastify/static preCompressed).
 * The gzip copy comes from zopfli: a gzip stream that every gzip client decodes, a few per cent smaller
 * than zlib's level 9.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/**
 * Zopfli's optimisation passes per file (its own default). On the storefront's build 5, 15 and 50 passes
 * gave 260.2, 260.1 and 260.0 KB of gzip copies (zlib's level 9: 267.8 KB) and a `vite build` of about
 * 14, 14 and 17 s (5 s with level 9): most of zopfli's time goes to splitting blocks, whatever the passes.
 */
const ZOPFLI_ITERATIONS = 15;

const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file (relative to outDir), each only when smaller than the
 * file: a tiny chunk loses bytes to the copy's header, and the server then sends the file as it is.
 */
export async function writeCompressedCopies(outDir: string, fileNames: Iterable<string>): Promise<void> {
  await Promise.all(
    [...fileNames].filter((fileName) => COMPRESSIBLE.test(fileName)).map(async (fileName) => {
      const path = join(outDir, fileName);
      const content = await readFile(path);
      // Brotli runs on libuv's thread pool while zopfli (WebAssembly) runs on this thread.
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }),
      ]);
      const copies = [{ file: `${path}.br`, bytes: br }, { file: `${path}.gz`, bytes: gz }];
      await Promise.all(copies.filter(({ bytes }) => bytes.length < content.length).map(({ file, bytes }) => writeFile(file, bytes)));
    }),
  );
}

/** What vite-plugin-pwa writes once the bundle is closed (scripts/installableApp.ts): the service worker and Workbox. */
const SERVICE_WORKER_FILES = /^(sw|workbox-[\w-]+)\.js$/;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      outDir = options.dir ?? outDir;
      await writeCompressedCopies(outDir, Object.keys(bundle));
    },
    // After vite-plugin-pwa's own closeBundle, which writes the service worker outside the bundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await readdir(outDir).catch(() => []);
        await writeCompressedCopies(outDir, written.filter((fileName) => SERVICE_WORKER_FILES.test(fileName)));
      },
    },
  };
}
