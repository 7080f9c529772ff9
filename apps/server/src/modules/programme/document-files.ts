import { randomBytes } from 'node:crypto';
import { DOCUMENT_TYPES, type DocumentExtension } from '@portal/contracts/programme/documents';
import { AppError } from '../../lib/app-error.ts';
import { processImage } from '../files/image.ts';

/** A checked document: its canonical extension and type, and the bytes to store. */
export interface CheckedDocument {
  ext: string;
  mimeType: string;
  data: Buffer;
}

const irregular = (name: string) =>
  new AppError('validation_error', 400, { name }, { file: 'irregular_file_format' }, 'irregular_file_format');

const PDF = Buffer.from('%PDF-');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The folder each Office Open XML type keeps its parts in. */
const OOXML_PART = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' } as const;

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? '';

/** Whether the bytes are what the extension says, by their structure, never by the declared type. */
function contentMatches(ext: DocumentExtension, data: Buffer): boolean {
  const starts = (magic: Buffer) => data.length > magic.length && data.subarray(0, magic.length).equals(magic);
  switch (ext) {
    case 'pdf':
      return starts(PDF);
    case 'doc':
    case 'xls':
    case 'ppt':
      return starts(OLE);
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return starts(ZIP) && data.includes('[Content_Types].xml') && data.includes(OOXML_PART[ext]);
    case 'odt':
    case 'ods':
    case 'odp':
      // OpenDocument's first zip entry is an uncompressed `mimetype` holding the type.
      return starts(ZIP) && data.subarray(30, 38 + DOCUMENT_TYPES[ext].length).toString('latin1') === `mimetype${DOCUMENT_TYPES[ext]}`;
    default:
      return false;
  }
}

/**
 * Checks an uploaded event document: an allowed extension (DOCUMENT_TYPES) whose content it
 * really is. Images are re-encoded like every upload (metadata dropped); other files are kept
 * as they are and always served as downloads.
 */
export async function checkDocument(data: Buffer, originalName: string): Promise<CheckedDocument> {
  const ext = extensionOf(originalName);
  if (!(ext in DOCUMENT_TYPES)) throw irregular(originalName);
  const type = ext as DocumentExtension;
  if (type === 'jpg' || type === 'jpeg' || type === 'png') {
    const image = await processImage(data, originalName);
    return { ext: image.ext, mimeType: image.mimeType, data: image.data };
  }
  if (!contentMatches(type, data)) throw irregular(originalName);
  return { ext: type, mimeType: DOCUMENT_TYPES[type], data };
}

/** 128 random bits and the checked extension: the only name that reaches the storage. */
export const storedDocumentName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** An uploaded file's name as kept for display: no path parts, control characters or quotes. */
export const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200) || 'document';

/**
 * The name a download offers: the uploaded name ending in the stored type's extension. The
 * header carries an ASCII fallback and the UTF-8 name (RFC 6266).
 */
export function downloadDisposition(originalName: string, ext: string): string {
  const name = `${
    cleanFileName(originalName)
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .slice(0, 150) || 'document'
  }.${ext}`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
