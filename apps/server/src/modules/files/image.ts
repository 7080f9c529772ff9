import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** Longest side kept; larger images are scaled down (logos, avatars and gallery images). */
const MAX_IMAGE_DIMENSION = 2048;
/** Decoded pixels refused beyond this, so a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type by content (magic bytes), never by the name the client gave. */
function sniffImage(data: Buffer): 'jpeg' | 'png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

/**
 * Sharp (libvips) refuses bytes it cannot read with a plain Error; any other error (a TypeError,
 * a RangeError) is a fault of ours, not of the file, and is not turned into a validation answer.
 */
const isUnreadableImage = (err: unknown) => err instanceof Error && err.constructor === Error;

const irregularFormat = (name: string, field = 'file') =>
  new AppError('validation_error', 400, { name }, { [field]: 'irregular_file_format' }, 'irregular_file_format');

/**
 * Checks an uploaded image by content and re-encodes it: turned upright by its EXIF
 * orientation, scaled down to MAX_IMAGE_DIMENSION, every metadata block (EXIF, GPS, ICC,
 * comments) dropped, stored in the format it came in.
 */
export async function processImage(data: Buffer, originalName: string, field = 'file'): Promise<ProcessedImage> {
  const sniffed = sniffImage(data);
  if (!sniffed) throw irregularFormat(originalName, field);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // The header only: dimensions are judged before any pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (err) {
    if (!isUnreadableImage(err)) throw err;
    throw irregularFormat(originalName, field);
  }
  if (meta.format !== sniffed) throw irregularFormat(originalName, field);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'validation_error',
      400,
      { name: originalName },
      { [field]: 'image_dimensions_too_large' },
      'image_dimensions_too_large',
    );
  }
  try {
    const pipeline = sharp(data, options)
      .autoOrient()
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const encoded =
      sniffed === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data: out,
      mimeType: sniffed === 'jpeg' ? 'image/jpeg' : 'image/png',
      ext: sniffed === 'jpeg' ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    // A header that reads but pixel data that does not (truncated or corrupt file).
    if (!isUnreadableImage(err)) throw err;
    throw irregularFormat(originalName, field);
  }
}
