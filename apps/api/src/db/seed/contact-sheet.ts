/**
 * Draws every seed picture on one sheet, a row per category (its own picture first), each named
 * underneath, so a person can check them at a glance: `npm run seed:pictures -w @veggie/api [out-file]`.
 * Writes docs/seed-pictures.webp unless given another path; its extension picks the format.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_CATALOG } from './catalog';
import { CATEGORY_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, renderSeedImages, type ImageJob } from './images';

const TILE = 200;
const LABEL = 40;
const GAP = 8;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const rows = SEED_CATALOG.map((category) => [
  { name: category.name, job: { picture: category.icon, background: category.background, size: CATEGORY_IMAGE_SIZE } },
  ...category.products.map((p) => ({
    name: p.name,
    job: { picture: p.icon, background: category.background, size: PRODUCT_IMAGE_SIZE },
  })),
]);
const cells = rows.flatMap((row, r) =>
  row.map((cell, c) => ({
    ...cell,
    heading: c === 0,
    left: GAP + c * (TILE + GAP),
    top: GAP + r * (TILE + LABEL + GAP),
  })),
);
const width = GAP + Math.max(...rows.map((row) => row.length)) * (TILE + GAP);
const height = GAP + rows.length * (TILE + LABEL + GAP);

const images = await renderSeedImages(cells.map((cell) => cell.job satisfies ImageJob));
const tiles = await Promise.all(images.map((image) => sharp(image).resize(TILE, TILE).toBuffer()));
const labels = cells
  .map((cell) => {
    const x = cell.left + TILE / 2;
    const y = cell.top + TILE + 15;
    const weight = cell.heading ? 'bold' : 'normal';
    return `<text x="${x}" y="${y}" font-weight="${weight}">${escapeXml(cell.name)}</text><text x="${x}" y="${y + 16}" fill="#777777">${escapeXml(cell.job.picture)}</text>`;
  })
  .join('');
const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="DejaVu Sans, sans-serif" font-size="12" text-anchor="middle" fill="#222222">${labels}</g></svg>`;

const out =
  process.argv[2] ?? path.resolve(fileURLToPath(import.meta.url), '../../../../../../docs/seed-pictures.webp');
await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
  .composite([
    ...tiles.map((input, i) => ({ input, left: cells[i]!.left, top: cells[i]!.top })),
    { input: Buffer.from(text), left: 0, top: 0 },
  ])
  .toFile(out);
