/**
 * PNG pictures of the uploads folder's SVGs, for the shop's Flutter app, which cannot draw SVG.
 * `/uploads/<name>.png` answers the PNG file when there is one; else, for a `<name>.svg`, the SVG itself
 * to a client whose Accept header names SVG (browsers), and otherwise the SVG rendered to PNG with resvg
 * (a prebuilt native library, no install script) on its first request, kept in memory for as long as the
 * SVG file is unchanged. Nothing is written to disk, so a fresh clone serves them.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';

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

export function pictureRoutes(app: FastifyInstance, uploadsDir: string): void {
  const rendered = new Map<string, { modified: number; png: Promise<Buffer> }>();

  async function renderedPng(svgPath: string, modified: number): Promise<Buffer> {
    const kept = rendered.get(svgPath);
    if (kept && kept.modified === modified) return kept.png;
    const png = readFile(svgPath).then(async (svg) => (await renderAsync(svg, { fitTo: { mode: 'width', value: RASTER_WIDTH } })).asPng());
    rendered.set(svgPath, { modified, png });
    png.catch(() => rendered.delete(svgPath));
    return png;
  }

  // A parametric route takes precedence over @fastify/static's /uploads/* wildcard; other names fall through to it.
  app.get<{ Params: { name: string } }>('/uploads/:name(^.+\\.[pP][nN][gG]$)', async (request, reply) => {
    const { name } = request.params;
    const match = /^(.*)\.png$/i.exec(name);
    if (!SAFE_NAME.test(name) || !match) return reply.callNotFound();
    const pngPath = join(uploadsDir, name);
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'Accept');
    if ((await modifiedAt(pngPath)) !== null) return reply.type('image/png').send(createReadStream(pngPath));
    const svgPath = join(uploadsDir, `${match[1]}.svg`);
    const modified = await modifiedAt(svgPath);
    if (modified === null) return reply.callNotFound();
    // Browsers (the storefront, the web port) name SVG in their Accept header: they get the small, sharp
    // SVG; the Flutter app, which cannot draw SVG and does not ask for it, gets the PNG.
    if (acceptsSvg(request.headers.accept)) return reply.type('image/svg+xml').send(createReadStream(svgPath));
    return reply.type('image/png').send(await renderedPng(svgPath, modified));
  });
}
