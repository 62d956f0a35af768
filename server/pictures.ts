/**
 * PNG pictures of the uploads folder's SVGs, for the shop's Flutter app, which cannot draw SVG.
 * `/uploads/<name>.png` answers the PNG file when there is one, else renders `<name>.svg` with resvg
 * (a prebuilt native library, no install script) on its first request and keeps the result in memory
 * for as long as the SVG file is unchanged. Nothing is written to disk, so a fresh clone serves them.
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
    reply.header('cache-control', 'public, max-age=86400').type('image/png');
    if ((await modifiedAt(pngPath)) !== null) return reply.send(createReadStream(pngPath));
    const svgPath = join(uploadsDir, `${match[1]}.svg`);
    const modified = await modifiedAt(svgPath);
    if (modified === null) return reply.callNotFound();
    return reply.send(await renderedPng(svgPath, modified));
  });
}
