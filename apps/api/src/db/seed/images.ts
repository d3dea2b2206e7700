import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { jsonMembers, parseRange } from '../../lib/json-members';
import type { PictureItem, SeedPicture } from './pictures';

export const PRODUCT_IMAGE_SIZE = 800;
export const CATEGORY_IMAGE_SIZE = 600;
/** sharp renders on libuv's pool of 4 threads; more parallel renders would only queue there. */
const RENDER_CONCURRENCY = 4;
/** The 128-unit scene fills this share of the picture; the rest is backdrop. */
const SCENE_SHARE = 0.84;

export interface ImageJob {
  picture: SeedPicture;
  background: string;
  size: number;
}

// Seeding only (the first start): sharp, the icon utilities, the scenes and drawings stay out of an
// ordinary start's memory.
const loadRenderers = () =>
  Promise.all([import('sharp'), import('@iconify/utils'), import('./pictures'), import('./drawings')]);
type IconUtils = Awaited<ReturnType<typeof loadRenderers>>[1];

interface Artwork {
  body: string;
  viewBox: string;
}

/**
 * The Noto emoji the given pictures use, by name. The set is 25 MB of JSON: it is read here as bytes rather
 * than imported, so neither the module cache nor the heap holds it, and only the icons named (and the ones
 * their aliases point at) are parsed: parsed whole, it took 60 MB of heap at once, past the server's 96 MB
 * cap (lib/json-members).
 */
export async function loadNotoEmoji(names: Iterable<string>): Promise<Map<string, Artwork | undefined>> {
  const utils = await import('@iconify/utils');
  const file = createRequire(import.meta.url).resolve('@iconify-json/noto/icons.json');
  const json = await readFile(file);
  const top = jsonMembers(json, 0, new Set(['prefix', 'icons', 'aliases', 'width', 'height']));
  const member = <T>(key: string) => {
    const range = top.get(key);
    return range && parseRange<T>(json, range);
  };
  const aliases = member<Record<string, { parent: string }>>('aliases') ?? {};
  const wanted = new Set(names);
  // An alias draws its parent (perhaps itself an alias) flipped or rotated: the parent is needed too.
  for (const name of wanted) if (aliases[name]) wanted.add(aliases[name].parent);
  const iconsAt = top.get('icons')?.[0];
  const icons = Object.fromEntries(
    iconsAt === undefined
      ? []
      : [...jsonMembers(json, iconsAt, wanted)].map(([name, range]) => [name, parseRange<unknown>(json, range)]),
  );
  const set = {
    prefix: member<string>('prefix') ?? 'noto',
    icons,
    aliases,
    width: member<number>('width'),
    height: member<number>('height'),
  } as Parameters<IconUtils['getIconData']>[0];
  const found = new Map<string, Artwork | undefined>();
  for (const name of names) {
    const data = utils.getIconData(set, name);
    if (!data) {
      found.set(name, undefined);
      continue;
    }
    const svg = utils.iconToSVG(data);
    found.set(name, { body: svg.body, viewBox: svg.attributes.viewBox });
  }
  return found;
}

/** Every Noto emoji name the scenes of `pictures` use. */
export function notoNames(pictures: Iterable<readonly PictureItem[]>): Set<string> {
  const names = new Set<string>();
  for (const items of pictures) for (const item of items) if ('noto' in item) names.add(item.noto);
  return names;
}

function recolor(body: string, swaps: Readonly<Record<string, string>> | undefined): string {
  if (!swaps) return body;
  return body.replace(/#[0-9a-f]{6}\b/gi, (colour) => swaps[colour.toLowerCase()] ?? colour);
}

function placeItem(utils: IconUtils, item: PictureItem, art: Artwork): string {
  const { x, y, size, rotate, flip } = item;
  const transform = [
    `translate(${x} ${y})`,
    rotate ? `rotate(${rotate} ${size / 2} ${size / 2})` : '',
    flip ? `translate(${size} 0) scale(-1 1)` : '',
  ].join(' ');
  const body = recolor(utils.replaceIDs(art.body), item.recolor);
  return `<g transform="${transform}"><svg width="${size}" height="${size}" viewBox="${art.viewBox}">${body}</svg></g>`;
}

/** The scene on a soft pastel gradient with a faint shadow, as an SVG document. */
function composeSvg(items: readonly string[], { background, size }: ImageJob) {
  const scale = (size * SCENE_SHARE) / 128;
  const left = (size - 128 * scale) / 2;
  const top = size * 0.05;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><radialGradient id="backdrop" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></radialGradient></defs>
<rect width="${size}" height="${size}" fill="url(#backdrop)"/>
<ellipse cx="${size / 2}" cy="${Math.round(size * 0.88)}" rx="${Math.round(size * 0.34)}" ry="${Math.round(size * 0.04)}" fill="#000000" fill-opacity="0.08"/>
<g transform="translate(${left} ${top}) scale(${scale})">${items.join('')}</g>
</svg>`;
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Renders each job to a WebP image, in the order given. */
export async function renderSeedImages(jobs: readonly ImageJob[]): Promise<Buffer[]> {
  const [{ default: sharp }, utils, { SEED_PICTURES }, { DRAWINGS }] = await loadRenderers();
  const emoji = await loadNotoEmoji(notoNames(jobs.map((job) => SEED_PICTURES[job.picture])));
  const artwork = (item: PictureItem): Artwork => {
    if ('drawing' in item) return { body: DRAWINGS[item.drawing], viewBox: '0 0 128 128' };
    const art = emoji.get(item.noto);
    if (!art) throw new Error(`Seed picture item "${item.noto}" is not in the Noto emoji set`);
    return art;
  };
  // Every render is of a new image, so libvips' operation cache only holds memory; and one libvips thread
  // per render (four renders at once already fill the pool) leaves fewer malloc arenas behind. Together
  // they keep ~70 MiB off the first start, which the process would otherwise hold for its lifetime.
  sharp.cache(false);
  const threads = sharp.concurrency(1);
  try {
    return await mapWithConcurrency(jobs, RENDER_CONCURRENCY, async (job) => {
      const items = SEED_PICTURES[job.picture].map((item: PictureItem) => placeItem(utils, item, artwork(item)));
      return sharp(Buffer.from(composeSvg(items, job)))
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
    });
  } finally {
    sharp.concurrency(threads);
  }
}
