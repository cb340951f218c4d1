// A track is a database row and its files (audio, cover variants). Every change here goes: staging (temporary
// names) → validation (the audio probe, the image decoder) → one transaction → the files get their final names
// inside it, just before COMMIT → the catalogue cache is invalidated. On any failure before the commit the staged
// files are removed and no row changes: no row without its files, no file without its row. Files a committed change
// no longer names are removed after the commit (a kill in between leaves them to the start-up sweep, which moves
// them to quarantine: decision 0025).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { INVALID_IMAGE } from '#shared/admin.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { fileStem } from '#shared/slug.ts';
import type { Queryable, Sql } from '../database.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { AudioProbeError, probeAudio } from '../media/audio-probe.ts';
import { CoverError, stageCoverVariants } from '../media/cover-upload.ts';
import type { UploadedFile } from '../media/multipart-upload.ts';
import { StagedFiles } from '../media/staging.ts';
import { coverFileNames, type MediaPaths } from '../media/storage.ts';
import {
  COVER_URL_PREFIX,
  coverInUse,
  deleteTrack,
  findCategoryId,
  getAdminTrack,
  insertTrack,
  updateTrack,
  type TrackAudio,
} from '../repositories/catalogue-repository.ts';

export interface TrackFilesOptions {
  sql: Sql;
  media: MediaPaths;
  /** Runs after every committed change (the app passes the catalogue cache's `invalidate`). */
  changed: () => void;
}

export interface NewTrack {
  /** The uploaded audio, under its temporary name; stored (renamed) or refused. */
  audio: UploadedFile;
  cover?: UploadedFile;
  title: string;
  artist: string;
  /** A category id or slug. */
  category: string;
  licence: string;
  source: string;
}

export interface TrackEdit {
  title: string;
  artist: string;
  /** A category id or slug; empty keeps the track's category. */
  category: string;
  /** A cover the server already has (`/media/covers/<base>.webp`); empty keeps the cover. Ignored beside `cover`. */
  coverUrl: string;
  /** A new cover image (replaces the old one, whose files go once no track names them). */
  cover?: UploadedFile;
  /** A new audio file (replaces the old one, whose file goes after the commit). */
  audio?: UploadedFile;
}

const TRACK_NOT_FOUND = () => new HttpError(404, 'TRACK_NOT_FOUND');
const COVER_URL = new RegExp(`^${COVER_URL_PREFIX}([a-z0-9-]+)\\.webp$`);

/** createTrack, editTrack and removeTrack: the only code that writes track rows together with their files. */
export class TrackFiles {
  constructor(private readonly opts: TrackFilesOptions) {}

  /** The id of a category given by id or slug; a 400 when there is none. */
  async categoryId(idOrSlug: string): Promise<string> {
    const id = await findCategoryId(this.opts.sql, idOrSlug);
    if (!id) throw badRequest('Category not found');
    return id;
  }

  async createTrack(input: NewTrack): Promise<AdminTrack> {
    const categoryId = await this.categoryId(input.category);
    const staged = new StagedFiles();
    const base = newBase(input.title);
    const id = await this.commit(staged, async () => {
      const audio = await this.stageAudio(input.audio, base, staged);
      const coverFile = input.cover ? await this.stageCover(input.cover, base, staged) : null;
      return (tx) =>
        insertTrack(tx, {
          categoryId,
          title: input.title,
          artist: input.artist,
          ...audio,
          coverFile,
          licence: input.licence,
          source: input.source,
        });
    });
    return this.read(id);
  }

  async editTrack(id: string, edit: TrackEdit): Promise<AdminTrack> {
    const current = await getAdminTrack(this.opts.sql, id);
    if (!current) throw TRACK_NOT_FOUND();
    const categoryId = edit.category ? await this.categoryId(edit.category) : current.categoryId;
    const staged = new StagedFiles();
    let coverFile: string | null | undefined;
    let audio: TrackAudio | undefined;
    const previous = await this.commit(staged, async () => {
      if (edit.cover) coverFile = await this.stageCover(edit.cover, newBase(edit.title), staged);
      else if (edit.coverUrl && edit.coverUrl !== current.coverUrl) coverFile = await this.existingCover(edit.coverUrl);
      if (edit.audio) audio = await this.stageAudio(edit.audio, newBase(edit.title), staged);
      return async (tx) => {
        const r = await updateTrack(tx, id, { title: edit.title, artist: edit.artist, categoryId, coverFile, audio });
        if (!r) throw TRACK_NOT_FOUND();
        return r;
      };
    });
    if (coverFile !== undefined && previous.previousCover !== coverFile)
      await this.removeCoverIfUnused(previous.previousCover);
    if (audio && previous.previousAudio !== audio.audioFile) await this.removeAudio(previous.previousAudio);
    return this.read(id);
  }

  /** Deletes the row, then its files; resolves to the removed audio file's name. */
  async removeTrack(id: string): Promise<string> {
    const removed = await deleteTrack(this.opts.sql, id);
    if (!removed) throw TRACK_NOT_FOUND();
    this.opts.changed();
    await this.removeAudio(removed.audioFile);
    await this.removeCoverIfUnused(removed.coverFile);
    return removed.audioFile;
  }

  /**
   * Stages files (`prepare`), then runs the row change it returns in a transaction that gives the staged files
   * their final names just before COMMIT. Anything failing before the commit removes every staged file.
   */
  private async commit<T>(staged: StagedFiles, prepare: () => Promise<(tx: Queryable) => Promise<T>>): Promise<T> {
    let result: T;
    try {
      const write = await prepare();
      result = (await this.opts.sql.begin(async (tx) => {
        const r = await write(tx);
        await staged.publish();
        return r;
      })) as T;
    } catch (err) {
      await staged.discard();
      throw err;
    }
    this.opts.changed();
    return result;
  }

  private async read(id: string): Promise<AdminTrack> {
    const track = await getAdminTrack(this.opts.sql, id);
    if (!track) throw TRACK_NOT_FOUND(); // deleted by another request in the meantime
    return track;
  }

  /** Probes an uploaded audio file (its bytes, never its name) and stages it under its final name. */
  private async stageAudio(upload: UploadedFile, base: string, staged: StagedFiles): Promise<TrackAudio> {
    let info;
    try {
      info = await probeAudio(upload.temp);
    } catch (err) {
      if (err instanceof AudioProbeError) throw badRequest(err.userMessage);
      throw err;
    }
    const audioFile = `${base}.${info.kind}`;
    staged.add(upload.temp, path.join(this.opts.media.audio, audioFile));
    return { audioFile, audioMime: info.mime, audioBytes: upload.bytes, durationSeconds: info.durationSeconds };
  }

  /** Makes the cover's webp variants under temporary names; returns their base name. */
  private async stageCover(upload: UploadedFile, base: string, staged: StagedFiles): Promise<string> {
    try {
      await stageCoverVariants(upload.temp, this.opts.media.covers, base, staged);
    } catch (err) {
      if (err instanceof CoverError) throw badRequest(INVALID_IMAGE);
      throw err;
    }
    return base;
  }

  /** The base name of a cover the server already has, or null for the default cover; a 400 otherwise. */
  private async existingCover(url: string): Promise<string | null> {
    const m = COVER_URL.exec(url);
    const exists =
      m &&
      (await fs.stat(path.join(this.opts.media.covers, `${m[1]}.webp`)).then(
        () => true,
        () => false,
      ));
    if (!m || !exists) throw badRequest();
    return m[1] === DEFAULT_COVER_BASE ? null : m[1];
  }

  private async removeAudio(file: string): Promise<void> {
    await fs.rm(path.join(this.opts.media.audio, file), { force: true });
  }

  private async removeCoverIfUnused(base: string | null): Promise<void> {
    if (!base || base === DEFAULT_COVER_BASE || (await coverInUse(this.opts.sql, base))) return;
    await Promise.all(coverFileNames(base).map((f) => fs.rm(path.join(this.opts.media.covers, f), { force: true })));
  }
}

/** A fresh file base name: the title's stem and 8 random hex digits. */
const newBase = (title: string) => `${fileStem(title)}-${crypto.randomBytes(4).toString('hex')}`;
