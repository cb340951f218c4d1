// The one multipart reader of the upload routes, on @fastify/multipart. Files stream to temporary files beside their
// final place (constant memory, never a whole file in a buffer); text fields are collected as they come; a NUL in a
// field or a file name is refused at once (PostgreSQL text cannot hold it), before any later file is read.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { containsNul, NUL_REFUSED } from '#shared/admin-api.ts';
import { codeForStatus } from '#shared/api-errors.ts';
import { badRequest, HttpError, tooLarge } from '../http-error.ts';
import { TEMP_PREFIX } from './files.ts';

/** Where a file part goes and how big it may be (`tooLarge`: the 413 message). */
export interface FileLimits {
  dir: string;
  maxBytes: number;
  tooLarge: string;
}

/** A file part saved under a temporary name (in `FileLimits.dir`); whoever stores it renames it. */
export interface UploadedFile {
  field: string;
  filename: string;
  temp: string;
  bytes: number;
}

export type Fields = Readonly<Record<string, string>>;

const MALFORMED = 'The upload could not be read (malformed multipart/form-data)';

/**
 * Errors of the multipart parser itself (a cut-off or malformed body, a client that hung up) become a 400; limits
 * the plugin enforces keep their own status (413); errors of our own file writes (they carry a `syscall`) stay
 * server errors.
 */
function asRequestError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const e = err as { statusCode?: unknown; syscall?: unknown; code?: unknown };
  // The client went away mid-upload (a cancelled upload): nobody is left to answer, and it is no server fault.
  if ((e?.code === 'ECONNRESET' || e?.code === 'ERR_STREAM_PREMATURE_CLOSE') && e.syscall === undefined)
    return badRequest('The upload was cancelled');
  // The plugin's own refusals (limits, a `__proto__` field name...) become ours, so callers can tell them apart.
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)
    return new HttpError(e.statusCode, codeForStatus(e.statusCode), (err as Error).message);
  if (typeof e?.statusCode === 'number' || typeof e?.syscall === 'string') return err;
  if (err instanceof Error && e.code === undefined) return badRequest(MALFORMED);
  return err;
}

/**
 * Streams one file part to a temporary file. Past `maxBytes` the rest is read and dropped, so the request stays in
 * step, and the part is refused with 413; an empty part is refused with 400. On any failure no file is left.
 */
async function savePart(part: MultipartFile, limits: FileLimits): Promise<UploadedFile> {
  const temp = path.join(limits.dir, `${TEMP_PREFIX}${crypto.randomBytes(8).toString('hex')}-upload`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb(null, bytes > limits.maxBytes ? undefined : chunk);
    },
  });
  const out = createWriteStream(temp);
  try {
    await pipeline(part.file, limit, out);
  } catch (err) {
    // Wait until the stream has let go of the file, or a late open would recreate it after the rm.
    if (!out.closed) await new Promise<void>((r) => out.once('close', () => r()));
    await fs.rm(temp, { force: true });
    throw asRequestError(err);
  }
  if (bytes > limits.maxBytes || part.file.truncated) {
    await fs.rm(temp, { force: true });
    throw tooLarge(limits.tooLarge);
  }
  if (bytes === 0) {
    await fs.rm(temp, { force: true });
    throw badRequest('The file is empty');
  }
  return { field: part.fieldname, filename: part.filename, temp, bytes };
}

/** Reads and drops what is left of a file part nobody saved, so the next part can arrive. */
async function drain(part: MultipartFile): Promise<void> {
  const file = part.file;
  if (file.readableEnded || file.destroyed) return;
  await new Promise<void>((resolve, reject) => {
    file.once('end', resolve).once('error', reject);
    file.resume();
  });
}

/** Every file part in order, with the text fields read so far; a part the consumer did not read is drained. */
async function* fileParts(req: FastifyRequest, fields: Record<string, string>): AsyncGenerator<MultipartFile> {
  if (!req.isMultipart()) throw badRequest('Send the files as multipart/form-data');
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (containsNul(value) || containsNul(part.fieldname)) throw badRequest(NUL_REFUSED);
        fields[part.fieldname] = value;
        continue;
      }
      if (containsNul(part.filename)) {
        await drain(part);
        throw badRequest(NUL_REFUSED);
      }
      try {
        yield part;
      } finally {
        await drain(part);
      }
    }
  } catch (err) {
    throw asRequestError(err);
  }
}

/**
 * Reads a whole multipart request: the text fields, and the first file part of each rule (a rule names the
 * fields it accepts; other file parts are drained). `use` runs with them; every temporary file that is still
 * there when it ends (whether it stored them, refused them or threw) is removed.
 */
export async function withUpload<K extends string, T>(
  req: FastifyRequest,
  rules: Readonly<Record<K, FileLimits & { fields: readonly string[] }>>,
  use: (form: { fields: Fields; files: Partial<Record<K, UploadedFile>> }) => Promise<T>,
): Promise<T> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<K, UploadedFile>> = {};
  const keys = Object.keys(rules) as K[];
  try {
    for await (const part of fileParts(req, fields)) {
      const key = keys.find((k) => rules[k].fields.includes(part.fieldname));
      if (key && !files[key]) files[key] = await savePart(part, rules[key]);
    }
    return await use({ fields, files });
  } finally {
    const saved = Object.values<UploadedFile | undefined>(files).filter((f): f is UploadedFile => f !== undefined);
    await Promise.all(saved.map(removeTemp));
  }
}

/** A file part on its way in: `save()` streams it to a temporary file; unsaved, it is drained. */
export interface IncomingFile {
  readonly field: string;
  readonly filename: string;
  /** The text fields read before this part. */
  readonly fields: Fields;
  save(limits: FileLimits): Promise<UploadedFile>;
}

/**
 * Reads a multipart request one file at a time (bulk uploads): `each` gets every file part named in `names` as it
 * arrives; the temporary file it saved is removed as soon as `each` returns. Resolves with all the text fields.
 */
export async function eachUploadedFile(
  req: FastifyRequest,
  names: readonly string[],
  each: (file: IncomingFile) => Promise<void>,
): Promise<Fields> {
  const fields: Record<string, string> = {};
  for await (const part of fileParts(req, fields)) {
    if (!names.includes(part.fieldname)) continue;
    let saved: UploadedFile | undefined;
    try {
      await each({
        field: part.fieldname,
        filename: part.filename,
        fields: { ...fields },
        save: async (limits) => (saved = await savePart(part, limits)),
      });
    } finally {
      if (saved) await removeTemp(saved);
    }
  }
  return fields;
}

const removeTemp = (file: UploadedFile) => fs.rm(file.temp, { force: true });
