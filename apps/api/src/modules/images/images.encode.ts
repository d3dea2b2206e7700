import { IMAGE_VARIANT_WIDTH, LIMITS, UPLOAD_MIME_TYPES } from '@veggie/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';

/** Largest side we keep; bigger uploads are scaled down. */
const MAX_DIMENSION = 1600;
/**
 * The most pixels an upload may have, read from its header before anything is decoded. Decoding
 * costs CPU in proportion (a 6300 × 6300 PNG took 0.7 s, a 12-megapixel photo 0.4 s) and we keep
 * at most 1600 px a side. 25 megapixels still takes what phone cameras produce (12 and 24
 * megapixels: 4032 × 3024, 5712 × 4284); past it the admin scales the photo down first.
 */
export const MAX_INPUT_MEGAPIXELS = 25;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

/**
 * Checks an upload by its bytes (never its name or declared type) and re-encodes it to WebP, which
 * strips metadata and neutralises anything smuggled in the original file.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LIMITS.uploadMaxBytes) throw new AppError('payloadTooLarge', 'fileTooLarge');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('unsupportedMediaType', 'unsupportedFileType');
  }
  // Loaded on the first upload: libvips adds about 25 MiB and a second of start-up to every process.
  const { default: sharp } = await import('sharp');
  // From the header alone, before any pixel is decoded (the header read itself is not limited, so
  // that the answer can say why). An unreadable header fails the decode below, like any non-image.
  const { width, height } = await sharp(bytes, { limitInputPixels: false, animated: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS)
    throw new AppError('payloadTooLarge', 'imageTooManyPixels', { max: MAX_INPUT_MEGAPIXELS });
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes but an undecodable or oversized body: refuse it like any other non-image.
    throw new AppError('unsupportedMediaType', 'unsupportedFileType');
  }
}

/**
 * The card-sized copy of a stored image: 400 px wide, never enlarged. Cards show about 320 device
 * pixels on a phone, so the full image would cost bandwidth on the page's critical path.
 */
export async function renderImageVariant(webp: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: IMAGE_VARIANT_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
