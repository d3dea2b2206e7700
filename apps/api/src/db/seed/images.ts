import type { SeedIcon } from './catalog';

export const PRODUCT_IMAGE_SIZE = 800;
export const CATEGORY_IMAGE_SIZE = 600;
/** sharp renders on libuv's pool of 4 threads; more parallel renders would only queue there. */
const RENDER_CONCURRENCY = 4;

export interface ImageJob {
  icon: SeedIcon;
  background: string;
  size: number;
}

// The icon set is a few MB of JSON: load it only when seeding, never on an ordinary start.
async function loadIconSet() {
  const { icons } = await import('@iconify-json/fluent-emoji-flat');
  return icons;
}

// Seeding only (the first start): sharp and the icon utilities stay out of an ordinary start's memory.
const loadRenderers = () => Promise.all([import('sharp'), import('@iconify/utils')]);
type IconUtils = Awaited<ReturnType<typeof loadRenderers>>[1];

/** The icon centred on a soft pastel gradient with a faint shadow, as an SVG document. */
function composeSvg(
  { iconToHTML, replaceIDs }: IconUtils,
  iconSvg: { body: string; attributes: Record<string, string> },
  { background, size }: ImageJob,
) {
  const iconSize = Math.round(size * 0.62);
  const offset = Math.round((size - iconSize) / 2);
  const icon = iconToHTML(replaceIDs(iconSvg.body), {
    ...iconSvg.attributes,
    x: String(offset),
    y: String(Math.round(offset * 0.9)),
    width: String(iconSize),
    height: String(iconSize),
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><radialGradient id="backdrop" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></radialGradient></defs>
<rect width="${size}" height="${size}" fill="url(#backdrop)"/>
<ellipse cx="${size / 2}" cy="${Math.round(size * 0.82)}" rx="${Math.round(size * 0.26)}" ry="${Math.round(size * 0.035)}" fill="#000000" fill-opacity="0.08"/>
${icon}
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
  const [icons, [{ default: sharp }, utils]] = await Promise.all([loadIconSet(), loadRenderers()]);
  // Every render is of a new image, so libvips' operation cache only holds memory; and one libvips thread
  // per render (four renders at once already fill the pool) leaves fewer malloc arenas behind. Together
  // they keep ~70 MiB off the first start, which the process would otherwise hold for its lifetime.
  sharp.cache(false);
  const threads = sharp.concurrency(1);
  try {
    return await mapWithConcurrency(jobs, RENDER_CONCURRENCY, async (job) => {
      const data = utils.getIconData(icons, job.icon);
      if (!data) throw new Error(`Seed icon "${job.icon}" is not in the fluent-emoji-flat set`);
      const svg = composeSvg(utils, utils.iconToSVG(data), job);
      return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
    });
  } finally {
    sharp.concurrency(threads);
  }
}
