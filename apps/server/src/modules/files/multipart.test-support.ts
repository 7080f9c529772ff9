import zlib from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../../app.ts';

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte. */
function multipartBody(parts: Part[], boundary = `----portal${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart(app: App, url: string, parts: Part[], token?: string) {
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer shapes
  let json: any = null;
  try {
    json = res.json();
  } catch (err) {
    // An answer that is not JSON (an empty body) reads as null.
    if (!(err instanceof SyntaxError)) throw err;
    json = null;
  }
  return { status: res.statusCode, json, res };
}

export const testPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (a copyright note and an orientation), to prove metadata is stripped. */
export const testJpegWithExif = (width = 60, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Jane Secret' } })
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims width x height pixels (a decompression bomb's shape). */
export function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
