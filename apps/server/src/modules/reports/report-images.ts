import sharp from 'sharp';
import type { AppContext } from '../../context.ts';

/** Where a report notes what it left out (the request's logger). */
export interface ReportLog {
  warn: (o: object, message: string) => void;
}

/** Stored images larger than this many pixels are not decoded (a decompression bomb). */
const IMAGE_PIXELS_MAX = 40_000_000;

/**
 * A stored image (an avatar, a company logo) as a small PNG data URL for a PDF (pdfkit reads PNG
 * and JPEG); none when there is no file, or it is gone or unreadable (logged: the report is still
 * worth having without it). `fit` is sharp's: cover crops to the square, inside keeps it whole.
 */
export async function storedImageDataUrl(
  ctx: AppContext,
  name: string | null,
  o: { side: number; fit: 'cover' | 'inside'; what: string },
  log: ReportLog,
): Promise<string | null> {
  if (!name) return null;
  try {
    const stored = await ctx.storage.get(name);
    if (!stored) return null;
    const png = await sharp(stored, { limitInputPixels: IMAGE_PIXELS_MAX })
      .resize(o.side, o.side, { fit: o.fit, withoutEnlargement: o.fit === 'inside' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (err) {
    log.warn({ err, file: name }, `${o.what} could not be read; the PDF goes without it`);
    return null;
  }
}
