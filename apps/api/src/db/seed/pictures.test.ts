import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog';
import { DRAWINGS } from './drawings';
import { loadNotoEmoji, notoNames, renderSeedImages } from './images';
import { SEED_PICTURES, type PictureItem } from './pictures';

const products = SEED_CATALOG.flatMap((c) => c.products);
const allItems: PictureItem[] = Object.values(SEED_PICTURES).flat();

/** The average colour of a rendered picture's produce: every pixel but the pale backdrop and shadow. */
async function produceColour(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = { r: 0, g: 0, b: 0, n: 0 };
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue;
    Object.assign(sum, { r: sum.r + r, g: sum.g + g, b: sum.b + b, n: sum.n + 1 });
  }
  return { r: sum.r / sum.n, g: sum.g / sum.n, b: sum.b / sum.n };
}

describe('seed pictures', () => {
  it('gives every category and product a picture of its own', () => {
    const pictures = [...SEED_CATALOG.map((c) => c.icon), ...products.map((p) => p.icon)];
    for (const picture of pictures) expect(Object.keys(SEED_PICTURES)).toContain(picture);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('composes every picture from emoji that exist in the Noto set and drawings that exist', async () => {
    const emoji = await loadNotoEmoji(notoNames(Object.values(SEED_PICTURES)));
    const missing = [...emoji].filter(([, art]) => !art).map(([name]) => name);
    expect(missing).toEqual([]);
    for (const item of allItems) if ('drawing' in item) expect(Object.keys(DRAWINGS)).toContain(item.drawing);
  });

  it('finds no artwork for a name that is not in the Noto set', async () => {
    const emoji = await loadNotoEmoji(['tomato', 'tomatoe']);
    expect(emoji.get('tomato')?.body).toContain('<path');
    expect(emoji.get('tomatoe')).toBeUndefined();
  });

  it('renders WebP pictures at the size asked', async () => {
    const [product, category] = await renderSeedImages([
      { picture: 'cherry-tomatoes', background: '#fde8e4', size: 800 },
      { picture: 'leafy-greens', background: '#e3f4dc', size: 600 },
    ]);
    expect(await sharp(product).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(await sharp(category).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('draws the red bell pepper red and the green grapes green', async () => {
    const [pepper, grapes] = await renderSeedImages([
      { picture: 'red-bell-pepper', background: '#ffffff', size: 400 },
      { picture: 'green-grapes', background: '#ffffff', size: 400 },
    ]);
    const red = await produceColour(pepper!);
    expect(red.r).toBeGreaterThan(2 * red.g);
    const green = await produceColour(grapes!);
    expect(green.g).toBeGreaterThan(green.r);
    expect(green.g).toBeGreaterThan(green.b);
  });
});
