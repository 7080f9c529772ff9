import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_TOTAL_BYTES } from '@portal/contracts/files/files';
import { AppError } from '../../lib/app-error.ts';

export interface IncomingFile {
  fieldname: string;
  originalName: string;
  data: Buffer;
}

export interface MultipartInput {
  files: IncomingFile[];
  fields: Record<string, string>;
}

const bad = (message: string, field = 'file', params?: Record<string, string | number>) =>
  new AppError('validation_error', 400, params, { [field]: message }, message);

/**
 * Errors of reading the request: @fastify/multipart's and Node's stream errors carry a code
 * (FST_*, ERR_*, ECONNRESET), busboy refuses a malformed body with a plain Error. Anything else
 * (a TypeError, a RangeError) is a fault of ours and is not turned into a client error.
 */
function isRequestReadError(err: unknown): err is Error {
  return err instanceof Error && (typeof (err as { code?: unknown }).code === 'string' || err.constructor === Error);
}

/** Parser errors of @fastify/multipart and busboy: the client's bad input; other errors are rethrown. */
function parserError(err: unknown, fileField: string, currentName: string): AppError {
  if (err instanceof AppError) return err;
  if (!isRequestReadError(err)) throw err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return bad('file_too_large', fileField, { name: currentName, maxSize: MAX_IMAGE_BYTES });
    case 'FST_FILES_LIMIT':
      return bad('too_many_files', fileField);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return bad('file_required', fileField);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return bad('validation.max', 'body');
    default:
      return bad('invalid_multipart', 'body');
  }
}

/**
 * Reads a multipart request while it streams: each file is cut off by busboy at the size
 * limit (so at most MAX_IMAGE_BYTES is ever held per file), the request total is checked as
 * files arrive, and every parser failure becomes a 400 with a field error.
 * A file at or over MAX_IMAGE_BYTES is refused (spec: "at or over the limit").
 */
export async function readMultipart(
  request: FastifyRequest,
  o: { fileField: string; anyFileField?: boolean; maxFiles: number; allowedFields?: readonly string[] },
): Promise<MultipartInput> {
  if (!request.isMultipart()) throw bad('file_required', o.fileField);
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let currentName = '';
  try {
    const parts = request.parts({
      // Files over the limit throw FST_REQ_FILE_TOO_LARGE (the plugin's default throwFileSizeLimit).
      limits: { fileSize: MAX_IMAGE_BYTES - 1, files: o.maxFiles, fields: 20, fieldSize: 2000, parts: o.maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        currentName = (part.filename || 'file').slice(0, 200);
        if (!o.anyFileField && part.fieldname !== o.fileField) {
          // Not ours: read it away (bounded by the size limit) and refuse.
          await part.toBuffer();
          throw bad('validation.unknown_field', part.fieldname.slice(0, 50) || 'body');
        }
        const data = await part.toBuffer();
        total += data.length;
        if (total > MAX_UPLOAD_TOTAL_BYTES) {
          throw bad('total_size_exceeded_allowed_limit', o.fileField, { maxSize: MAX_UPLOAD_TOTAL_BYTES });
        }
        if (data.length === 0) throw bad('irregular_file_format', o.fileField, { name: currentName });
        files.push({ fieldname: part.fieldname, originalName: currentName, data });
      } else if (!o.allowedFields || o.allowedFields.includes(part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    throw parserError(err, o.fileField, currentName);
  }
  return { files, fields };
}
