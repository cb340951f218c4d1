// Handlers return their bodies (status set first) rather than calling reply.send(), so the `finally` blocks that
// remove temporary files have run before the response goes out.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { Type } from 'typebox';
import {
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE,
  BULK_MAX_FILES,
  COVER_MAX_BYTES,
  COVER_TOO_LARGE,
  INVALID_IMAGE,
  NOT_AUDIO,
  REQUIRED_FIELDS,
  TITLE_ARTIST_REQUIRED,
} from '#shared/admin.ts';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { fileStem, titleFromFileName } from '#shared/slug.ts';
import { probeAudio, AudioProbeError } from '../../media/audio-probe.ts';
import { stageCoverVariants, CoverError } from '../../media/cover-upload.ts';
import { StagedFiles } from '../../media/staging.ts';
import { TEMP_PREFIX } from '../../media/files.ts';
import { coverFileNames, mediaPaths, type MediaPaths } from '../../media/storage.ts';
import {
  COVER_URL_PREFIX,
  coverInUse,
  deleteTrack,
  findCategoryId,
  getAdminTrack,
  insertTrack,
  updateTrack,
  type AdminTrack,
} from '../../repositories/catalogue-repository.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });

/** An error with the HTTP status and the message the admin sees. */
export class UploadError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface SavedPart {
  temp: string;
  bytes: number;
  filename: string;
}

/**
 * Streams one multipart file to a temporary file next to its final place (constant memory). Past `maxBytes`
 * the rest is read and dropped, so the request stays in step, and the part is refused with 413.
 */
async function savePart(part: MultipartFile, dir: string, maxBytes: number, tooLarge: string): Promise<SavedPart> {
  const temp = path.join(dir, `${TEMP_PREFIX}${crypto.randomBytes(8).toString('hex')}-upload`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb(null, bytes > maxBytes ? undefined : chunk);
    },
  });
  const out = createWriteStream(temp);
  try {
    await pipeline(part.file, limit, out);
  } catch (err) {
    // Wait until the stream has let go of the file, or a late open would recreate it after the rm.
    if (!out.closed) await new Promise<void>((r) => out.once('close', () => r()));
    await fs.rm(temp, { force: true });
    throw err;
  }
  if (bytes > maxBytes || part.file.truncated) {
    await fs.rm(temp, { force: true });
    throw new UploadError(413, tooLarge);
  }
  if (bytes === 0) {
    await fs.rm(temp, { force: true });
    throw new UploadError(400, 'The file is empty');
  }
  return { temp, bytes, filename: part.filename };
}

async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await new Promise((r) => part.file.once('end', r));
}

interface StoreInput {
  audio: SavedPart;
  cover?: SavedPart;
  title: string;
  artist: string;
  categoryId: string;
  licence: string;
  source: string;
}

/** Probes, stages and inserts one track; its files get their final names inside the row's transaction. */
async function storeTrack(app: FastifyInstance, media: MediaPaths, input: StoreInput): Promise<AdminTrack> {
  let info;
  try {
    info = await probeAudio(input.audio.temp);
  } catch (err) {
    if (err instanceof AudioProbeError) throw new UploadError(400, NOT_AUDIO);
    throw err;
  }
  const base = `${fileStem(input.title)}-${crypto.randomBytes(4).toString('hex')}`;
  const staged = new StagedFiles();
  const audioFile = `${base}.${info.kind}`;
  staged.add(input.audio.temp, path.join(media.audio, audioFile));
  try {
    if (input.cover) await stageCoverVariants(input.cover.temp, media.covers, base, staged);
    const id = await app.sql.begin(async (tx) => {
      const trackId = await insertTrack(tx, {
        categoryId: input.categoryId,
        title: input.title,
        artist: input.artist,
        audioFile,
        audioMime: info.mime,
        audioBytes: input.audio.bytes,
        coverFile: input.cover ? base : null,
        durationSeconds: info.durationSeconds,
        licence: input.licence,
        source: input.source,
      });
      await staged.publish();
      return trackId;
    });
    app.catalogueCache.invalidate();
    return (await getAdminTrack(app.sql, id))!;
  } catch (err) {
    await staged.discard();
    if (err instanceof CoverError) throw new UploadError(400, INVALID_IMAGE);
    throw err;
  }
}

async function removeCoverIfUnused(app: FastifyInstance, media: MediaPaths, base: string | null): Promise<void> {
  if (!base || base === DEFAULT_COVER_BASE || (await coverInUse(app.sql, base))) return;
  await Promise.all(coverFileNames(base).map((f) => fs.rm(path.join(media.covers, f), { force: true })));
}

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max + 1) : '');

/** Uploads (single and bulk), track edits (JSON or multipart with a cover) and deletes. */
const uploadRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  const media = mediaPaths(opts.dataDir);

  app.post('/api/admin/music/upload', async (req, reply) => {
    if (!req.isMultipart())
      return (reply.code(400), { success: false, message: 'Send the track as multipart/form-data' });
    const fields: Record<string, string> = {};
    const temps: string[] = [];
    let audio: SavedPart | undefined;
    let cover: SavedPart | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if ((part.fieldname === 'audioFile' || part.fieldname === 'audio') && !audio) {
          audio = await savePart(part, media.audio, AUDIO_MAX_BYTES, AUDIO_TOO_LARGE);
          temps.push(audio.temp);
        } else if ((part.fieldname === 'cover' || part.fieldname === 'coverFile') && !cover) {
          cover = await savePart(part, media.covers, COVER_MAX_BYTES, COVER_TOO_LARGE);
          temps.push(cover.temp);
        } else {
          await drain(part);
        }
      }
      const title = text(fields.title);
      const artist = text(fields.artist);
      const categoryRaw = text(fields.categoryId || fields.category);
      if (!title || !artist || !categoryRaw || !audio)
        return (reply.code(400), { success: false, message: REQUIRED_FIELDS });
      if (title.length > 200 || artist.length > 200)
        return (reply.code(400), { success: false, message: 'Title and artist can have at most 200 characters' });
      const categoryId = await findCategoryId(app.sql, categoryRaw);
      if (!categoryId) return (reply.code(400), { success: false, message: 'Category not found' });
      const track = await storeTrack(app, media, {
        audio,
        cover,
        title,
        artist,
        categoryId,
        licence: text(fields.licence) || 'All rights reserved by the uploader',
        source: text(fields.source) || `Uploaded by ${req.admin!.username}`,
      });
      await app.audit(req, 'track.upload', {
        type: 'track',
        id: track.id,
        summary: `${track.title} — ${track.artist}`,
      });
      return (reply.code(201), { success: true, message: 'Track uploaded successfully!', track });
    } finally {
      await Promise.all(temps.map((t) => fs.rm(t, { force: true })));
    }
  });

  const bulk = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.isMultipart())
      return (reply.code(400), { success: false, message: 'Send the files as multipart/form-data' });
    const fields: Record<string, string> = {};
    const results: { file: string; success: boolean; message: string; track?: AdminTrack }[] = [];
    let categoryId: string | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'audioFiles' && part.fieldname !== 'audioFiles[]') {
        await drain(part);
        continue;
      }
      const artist = text(fields.artist);
      const categoryRaw = text(fields.categoryId || fields.category);
      if (!artist || !categoryRaw) {
        await drain(part);
        return (reply.code(400), { success: false, message: REQUIRED_FIELDS });
      }
      categoryId ??= await findCategoryId(app.sql, categoryRaw);
      if (!categoryId) {
        await drain(part);
        return (reply.code(400), { success: false, message: 'Category not found' });
      }
      if (results.length >= BULK_MAX_FILES) {
        await drain(part);
        results.push({ file: part.filename, success: false, message: `At most ${BULK_MAX_FILES} files per upload` });
        continue;
      }
      let saved: SavedPart | undefined;
      try {
        saved = await savePart(part, media.audio, AUDIO_MAX_BYTES, AUDIO_TOO_LARGE);
        const track = await storeTrack(app, media, {
          audio: saved,
          title: titleFromFileName(part.filename),
          artist: artist.slice(0, 200),
          categoryId,
          licence: text(fields.licence) || 'All rights reserved by the uploader',
          source: text(fields.source) || `Bulk upload by ${req.admin!.username}`,
        });
        results.push({ file: part.filename, success: true, message: 'Uploaded', track });
        await app.audit(req, 'track.upload', { type: 'track', id: track.id, summary: `${track.title} (bulk)` });
      } catch (err) {
        if (!(err instanceof UploadError)) req.log.error({ err }, 'bulk upload: a file failed');
        results.push({
          file: part.filename,
          success: false,
          message: err instanceof UploadError ? err.message : 'Server error',
        });
      } finally {
        if (saved) await fs.rm(saved.temp, { force: true });
      }
    }
    if (results.length === 0) return (reply.code(400), { success: false, message: REQUIRED_FIELDS });
    const uploaded = results.filter((r) => r.success).length;
    const total = results.length;
    if (uploaded === 0)
      return (reply.code(400), { success: false, message: results[0].message, uploaded, total, results });
    const message =
      uploaded === total
        ? `Successfully uploaded ${uploaded} tracks!`
        : `Successfully uploaded ${uploaded} out of ${total} tracks!`;
    return (reply.code(201), { success: true, message, uploaded, total, results });
  };
  app.post('/api/admin/music/bulk-upload', bulk);
  app.post('/api/admin/bulk-upload', bulk);

  app.put<{ Params: { id: string } }>('/api/admin/tracks/:id', { schema: { params: IdParams } }, async (req, reply) => {
    const fields: Record<string, unknown> = {};
    const temps: string[] = [];
    let cover: SavedPart | undefined;
    try {
      if (req.isMultipart()) {
        for await (const part of req.parts()) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else if ((part.fieldname === 'cover' || part.fieldname === 'coverFile') && !cover) {
            cover = await savePart(part, media.covers, COVER_MAX_BYTES, COVER_TOO_LARGE);
            temps.push(cover.temp);
          } else await drain(part);
        }
      } else if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) {
        Object.assign(fields, req.body);
      } else {
        return (reply.code(400), { success: false, message: 'Invalid request data' });
      }
      for (const k of ['title', 'artist', 'category', 'categoryId', 'coverUrl']) {
        if (fields[k] !== undefined && fields[k] !== null && typeof fields[k] !== 'string')
          return (reply.code(400), { success: false, message: 'Invalid request data' });
      }
      const title = text(fields.title);
      const artist = text(fields.artist);
      if (!title || !artist) return (reply.code(400), { success: false, message: TITLE_ARTIST_REQUIRED });
      if (title.length > 200 || artist.length > 200)
        return (reply.code(400), { success: false, message: 'Title and artist can have at most 200 characters' });
      const current = await getAdminTrack(app.sql, req.params.id);
      if (!current) return (reply.code(404), { success: false, message: 'Track not found' });
      const categoryRaw = text(fields.categoryId || fields.category);
      const categoryId = categoryRaw ? await findCategoryId(app.sql, categoryRaw) : current.categoryId;
      if (!categoryId) return (reply.code(400), { success: false, message: 'Category not found' });

      let coverFile: string | null | undefined;
      const staged = new StagedFiles();
      if (cover) {
        coverFile = `${fileStem(title)}-${crypto.randomBytes(4).toString('hex')}`;
        try {
          await stageCoverVariants(cover.temp, media.covers, coverFile, staged);
        } catch (err) {
          await staged.discard();
          if (err instanceof CoverError) return (reply.code(400), { success: false, message: INVALID_IMAGE });
          throw err;
        }
      } else if (typeof fields.coverUrl === 'string' && fields.coverUrl && fields.coverUrl !== current.coverUrl) {
        const m = new RegExp(`^${COVER_URL_PREFIX}([a-z0-9-]+)\\.webp$`).exec(fields.coverUrl);
        const exists =
          m &&
          (await fs.stat(path.join(media.covers, `${m[1]}.webp`)).then(
            () => true,
            () => false,
          ));
        if (!m || !exists) return (reply.code(400), { success: false, message: 'Invalid request data' });
        coverFile = m[1] === DEFAULT_COVER_BASE ? null : m[1];
      }
      let previousCover: string | null = null;
      try {
        const result = await app.sql.begin(async (tx) => {
          const r = await updateTrack(tx, req.params.id, { title, artist, categoryId, coverFile });
          if (r) await staged.publish();
          return r;
        });
        if (!result) {
          await staged.discard();
          return (reply.code(404), { success: false, message: 'Track not found' });
        }
        previousCover = result.previousCover;
      } catch (err) {
        await staged.discard();
        throw err;
      }
      app.catalogueCache.invalidate();
      await app.audit(req, 'track.edit', { type: 'track', id: req.params.id, summary: title });
      if (coverFile !== undefined && previousCover !== coverFile) await removeCoverIfUnused(app, media, previousCover);
      return {
        success: true,
        message: 'Track updated successfully!',
        track: await getAdminTrack(app.sql, req.params.id),
      };
    } finally {
      await Promise.all(temps.map((t) => fs.rm(t, { force: true })));
    }
  });

  app.delete<{ Params: { id: string } }>(
    '/api/admin/tracks/:id',
    { schema: { params: IdParams } },
    async (req, reply) => {
      const removed = await deleteTrack(app.sql, req.params.id);
      if (!removed) return (reply.code(404), { success: false, message: 'Track not found' });
      app.catalogueCache.invalidate();
      await app.audit(req, 'track.delete', { type: 'track', id: req.params.id, summary: removed.audioFile });
      // After the commit: a kill before these lines leaves files no row names, which the start-up sweep removes.
      await fs.rm(path.join(media.audio, removed.audioFile), { force: true });
      await removeCoverIfUnused(app, media, removed.coverFile);
      return { success: true, message: 'Track deleted successfully!' };
    },
  );
};

export default uploadRoutes;
