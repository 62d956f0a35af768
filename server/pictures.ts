/**
 * PNG pictures of the uploads folder's SVGs, for the shop's Flutter app, which cannot draw SVG.
 * `/uploads/<name>.png` answers the PNG file when there is one; else, for a `<name>.svg`, the SVG itself
 * to a client whose Accept header names SVG (browsers), and otherwise the SVG rendered to PNG with resvg
 * (a prebuilt native library, no install script) on its first request, kept in memory for as long as the
 * SVG file is unchanged. Nothing is written to disk, so a fresh clone serves them.
 *
 * The SVGs (`/uploads/<name>.svg`, and a `.png` address asked for by a browser) come compressed as the
 * request's Accept-Encoding takes them (issue 28: bytes before the first tap): brotli at its best quality,
 * else gzip, each made on the file's first request and kept in memory while the file is unchanged.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Width the demo art (400 x 400 SVGs) is drawn at: sharp on a phone's product card. */
export const RASTER_WIDTH = 480;

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The name a picture is served under to the apps: an SVG's PNG rendering, any other picture as it is. */
export function rasterPictureName(name: string): string {
  return /\.svg$/i.test(name) ? name.replace(/\.svg$/i, '.png') : name;
}

async function modifiedAt(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

/** The Accept header names SVG (browsers' picture requests do: `image/avif,image/webp,image/svg+xml,...`). */
export function acceptsSvg(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return type?.trim() === 'image/svg+xml' && (quality === undefined || Number(quality) > 0);
  });
}

/** An SVG file as it is and compressed each way a browser may take it. */
interface EncodedSvg {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Names this version of the file (its size and modification time), as @fastify/static's ETags do. */
  etag: string;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function encodedSvg(svgPath: string, modified: number): Promise<EncodedSvg> {
  const plain = await readFile(svgPath);
  const [br, gzipped] = await Promise.all([
    compressBrotli(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } }),
    compressGzip(plain, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  return { plain, br, gzip: gzipped, etag: `W/"${plain.length.toString(16)}-${Math.trunc(modified).toString(16)}"` };
}

/** Keeps what `make` made of a file for as long as the file is unchanged (a failure is not kept). */
function keptPerFile<T>(make: (path: string, modified: number) => Promise<T>): (path: string, modified: number) => Promise<T> {
  const kept = new Map<string, { modified: number; made: Promise<T> }>();
  return (path, modified) => {
    const known = kept.get(path);
    if (known && known.modified === modified) return known.made;
    const made = make(path, modified);
    kept.set(path, { modified, made });
    made.catch(() => kept.delete(path));
    return made;
  };
}

export function pictureRoutes(app: FastifyInstance, uploadsDir: string): void {
  const renderedPng = keptPerFile(async (svgPath) => (await renderAsync(await readFile(svgPath), { fitTo: { mode: 'width', value: RASTER_WIDTH } })).asPng());
  const svgOf = keptPerFile(encodedSvg);

  /** An SVG of the uploads folder, compressed as the request's Accept-Encoding takes it. */
  async function sendSvg(request: FastifyRequest, reply: FastifyReply, svgPath: string, modified: number) {
    const svg = await svgOf(svgPath, modified);
    reply.header('etag', svg.etag).type('image/svg+xml');
    if (request.headers['if-none-match'] === svg.etag) return reply.status(304).send();
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
    if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(svg[encoding]);
    return reply.send(svg.plain);
  }

  /** `<name>.png`: the PNG file; else the SVG of that name, as the browser asks for it or rendered to PNG. */
  async function answerPng(request: FastifyRequest, reply: FastifyReply, name: string) {
    const pngPath = join(uploadsDir, name);
    reply.header('vary', 'Accept, Accept-Encoding');
    if ((await modifiedAt(pngPath)) !== null) return reply.type('image/png').send(createReadStream(pngPath));
    const svgPath = join(uploadsDir, name.replace(/\.png$/i, '.svg'));
    const modified = await modifiedAt(svgPath);
    if (modified === null) return reply.callNotFound();
    // Browsers (the storefront, the web port) name SVG in their Accept header: they get the small, sharp
    // SVG; the Flutter app, which cannot draw SVG and does not ask for it, gets the PNG.
    if (acceptsSvg(request.headers.accept)) return sendSvg(request, reply, svgPath, modified);
    return reply.type('image/png').send(await renderedPng(svgPath, modified));
  }

  async function answerSvg(request: FastifyRequest, reply: FastifyReply, name: string) {
    const svgPath = join(uploadsDir, name);
    const modified = await modifiedAt(svgPath);
    if (modified === null) return reply.callNotFound();
    reply.header('vary', 'Accept-Encoding');
    return sendSvg(request, reply, svgPath, modified);
  }

  // A parametric route takes precedence over @fastify/static's /uploads/* wildcard; other names fall through to
  // it. One route for both (find-my-way keeps one pattern per parameter's place).
  app.get<{ Params: { name: string } }>('/uploads/:name(^.+\\.(?:[pP][nN][gG]|[sS][vV][gG])$)', async (request, reply) => {
    const { name } = request.params;
    if (!SAFE_NAME.test(name)) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=86400');
    return /\.png$/i.test(name) ? answerPng(request, reply, name) : answerSvg(request, reply, name);
  });
}
