// Uploads (single and bulk), track edits (JSON, or multipart with a new cover or audio file) and deletes. Files are
// read by the one multipart reader (media/multipart-upload.ts) and stored by the track-files service; a handler
// checks the fields (shared/admin-api.ts) and answers. Refusals are thrown HttpErrors (app.ts answers them), after
// the reader has removed every temporary file.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE,
  BULK_MAX_FILES,
  COVER_MAX_BYTES,
  COVER_TOO_LARGE,
  REQUIRED_FIELDS,
} from '#shared/admin.ts';
import {
  bulkUploadAnswer,
  checkBulkFields,
  checkEditFields,
  checkUploadFields,
  DEFAULT_LICENCE,
  DEFAULT_SOURCE,
  FILE_FIELDS,
  REST_OF_UPLOAD,
  type AdminOk,
  type AdminTrack,
  type BulkFileResult,
  type BulkUploadResponse,
  type Checked,
  type MessageResponse,
  type TrackResponse,
} from '#shared/admin-api.ts';
import { titleFromFileName } from '#shared/slug.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { eachUploadedFile, withUpload } from '../../media/multipart-upload.ts';
import { mediaPaths } from '../../media/storage.ts';
import { TrackFiles, type TrackEdit } from '../../services/track-files.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });

/** The checked value, or a 400 with the check's message. */
function valid<T>(checked: Checked<T>): T {
  if (!checked.ok) throw badRequest(checked.message);
  return checked.value;
}

/** One bulk file's result: stored, or why not (a server fault is logged, and named only as such). */
async function outcome(req: FastifyRequest, file: string, store: () => Promise<AdminTrack>): Promise<BulkFileResult> {
  try {
    return { file, success: true, message: 'Uploaded', track: await store() };
  } catch (err) {
    if (err instanceof HttpError) return { file, success: false, message: err.message };
    req.log.error({ err }, 'bulk upload: a file failed');
    return { file, success: false, message: 'Server error' };
  }
}

const uploadRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  const media = mediaPaths(opts.dataDir);
  const tracks = new TrackFiles({
    sql: app.sql,
    media,
    store: app.mediaStore,
    changed: () => app.catalogueCache.invalidate(),
    audioStored: () => app.trackLoudness.kick(),
  });
  const audio = { fields: FILE_FIELDS.audio, dir: media.audio, maxBytes: AUDIO_MAX_BYTES, tooLarge: AUDIO_TOO_LARGE };
  const cover = { fields: FILE_FIELDS.cover, dir: media.covers, maxBytes: COVER_MAX_BYTES, tooLarge: COVER_TOO_LARGE };

  app.post('/api/admin/music/upload', async (req, reply) => {
    const track = await withUpload(req, { audio, cover }, async ({ fields, files }) => {
      if (!files.audio) throw badRequest(REQUIRED_FIELDS);
      const input = valid(checkUploadFields(fields));
      return tracks.createTrack({
        ...input,
        audio: files.audio,
        cover: files.cover,
        licence: input.licence || DEFAULT_LICENCE,
        source: input.source || DEFAULT_SOURCE,
      });
    });
    await app.audit(req, 'track.upload', { type: 'track', id: track.id, summary: `${track.title} — ${track.artist}` });
    reply.code(201);
    return { success: true, message: 'Track uploaded successfully!', track } satisfies AdminOk<TrackResponse>;
  });

  const bulk = async (req: FastifyRequest, reply: FastifyReply): Promise<BulkUploadResponse> => {
    const results: BulkFileResult[] = [];
    let categoryId: string | undefined;
    const each = eachUploadedFile(req, FILE_FIELDS.bulkAudio, async (file) => {
      // The shared fields come before the files: the first file decides.
      const shared = valid(checkBulkFields(file.fields));
      const category = (categoryId ??= await tracks.categoryId(shared.category));
      if (results.length >= BULK_MAX_FILES) {
        results.push({ file: file.filename, success: false, message: `At most ${BULK_MAX_FILES} files per upload` });
        return;
      }
      const result = await outcome(req, file.filename, async () =>
        tracks.createTrack({
          ...shared,
          audio: await file.save(audio),
          title: titleFromFileName(file.filename),
          category,
          licence: shared.licence || DEFAULT_LICENCE,
          source: shared.source || DEFAULT_SOURCE,
        }),
      );
      results.push(result);
      if (result.track)
        await app.audit(req, 'track.upload', {
          type: 'track',
          id: result.track.id,
          summary: `${result.track.title} (bulk)`,
        });
    });
    await each.catch((err: unknown) => {
      // Files stored before the request went wrong (a later part refused, a cut-off body) stay stored: the answer
      // lists them, and why the rest was not read.
      if (!(err instanceof HttpError) || !results.some((r) => r.success)) throw err;
      results.push({ file: REST_OF_UPLOAD, success: false, message: err.message });
    });
    if (results.length === 0) throw badRequest(REQUIRED_FIELDS);
    const answer = bulkUploadAnswer(results);
    reply.code(answer.success ? 201 : 400);
    return answer;
  };
  app.post('/api/admin/music/bulk-upload', bulk);
  app.post('/api/admin/bulk-upload', bulk);

  /** A track edit from a JSON body or the fields of a multipart one (with its new cover or audio file). */
  const edit = (id: string, body: unknown, files: Pick<TrackEdit, 'cover' | 'audio'> = {}) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
    return tracks.editTrack(id, { ...valid(checkEditFields(body as Record<string, unknown>)), ...files });
  };

  app.put<{ Params: { id: string } }>('/api/admin/tracks/:id', { schema: { params: IdParams } }, async (req) => {
    const track = req.isMultipart()
      ? await withUpload(req, { cover, audio }, ({ fields, files }) => edit(req.params.id, fields, files))
      : await edit(req.params.id, req.body);
    await app.audit(req, 'track.edit', { type: 'track', id: req.params.id, summary: track.title });
    return { success: true, message: 'Track updated successfully!', track } satisfies AdminOk<TrackResponse>;
  });

  app.delete<{ Params: { id: string } }>('/api/admin/tracks/:id', { schema: { params: IdParams } }, async (req) => {
    const removed = await tracks.removeTrack(req.params.id);
    await app.audit(req, 'track.delete', { type: 'track', id: req.params.id, summary: removed });
    return { success: true, message: 'Track deleted successfully!' } satisfies AdminOk<MessageResponse>;
  });
};

export default uploadRoutes;
