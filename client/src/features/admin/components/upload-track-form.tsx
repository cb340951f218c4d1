import { REQUIRED_FIELDS } from '#shared/admin.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { uploadTrack, type UploadFields } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { callFailure, UPLOAD_CANCELLED, UPLOAD_SUCCESS, uploadFailureMessage } from '../messages.ts';
import { useCatalogueChange } from '../queries.ts';
import { missingUploadFields, validateUpload, type UploadRequiredField } from '../validation.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Said beside each required field left empty (the banner keeps the spec's "Please fill in all required fields"). */
const MISSING_TEXT: Record<UploadRequiredField, string> = {
  title: 'Enter a title',
  artist: 'Enter an artist',
  categoryId: 'Choose a category',
  audio: 'Choose an audio file',
};

const AUDIO_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/wave,audio/ogg,.mp3,.wav,.ogg';

interface UploadVariables {
  fields: UploadFields;
  signal: AbortSignal;
}

/**
 * "Upload Single Track": title, artist, category, audio file and an optional cover, with upload progress and a
 * way to stop a slow upload.
 */
export function UploadTrackForm() {
  const { categories, showStatus } = useDashboard();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState('');
  const [source, setSource] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  // The required fields found empty at the last submit; each leaves the list once it is filled in.
  const [missing, setMissing] = useState<ReadonlySet<UploadRequiredField>>(new Set());
  const abort = useRef<AbortController | null>(null);
  const ids = {
    title: useId(),
    artist: useId(),
    category: useId(),
    source: useId(),
    sourceHint: useId(),
    audio: useId(),
    cover: useId(),
    error: useId(),
  };
  const fieldIds: Record<UploadRequiredField, string> = {
    title: ids.title,
    artist: ids.artist,
    categoryId: ids.category,
    audio: ids.audio,
  };
  const filled = (field: UploadRequiredField, isFilled: boolean) => {
    if (isFilled && missing.has(field)) setMissing(new Set([...missing].filter((f) => f !== field)));
  };
  /** aria-invalid and the field's message, while it is one of the missing ones. */
  const invalid = (field: UploadRequiredField, describedBy?: string) =>
    missing.has(field)
      ? {
          'aria-invalid': true as const,
          'aria-describedby': [`${fieldIds[field]}-missing`, describedBy].filter(Boolean).join(' '),
        }
      : { 'aria-describedby': describedBy };
  const missingNote = (field: UploadRequiredField) =>
    missing.has(field) && (
      <small id={`${fieldIds[field]}-missing`} className="admin-field-error" data-testid={`upload-missing-${field}`}>
        {MISSING_TEXT[field]}
      </small>
    );
  const upload = useCatalogueChange(({ fields, signal }: UploadVariables) =>
    uploadTrack(fields, (loaded, total) => setProgress((loaded / total) * 100), signal),
  );
  const busy = upload.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const input = { title, artist, categoryId, audio, cover };
    const empty = missingUploadFields(input);
    setMissing(new Set(empty));
    if (empty.length > 0) document.getElementById(fieldIds[empty[0]])?.focus();
    const problem = validateUpload(input);
    if (problem || !audio) {
      const message = problem ?? REQUIRED_FIELDS;
      setError(message);
      showStatus(message, 'error');
      return;
    }
    setError('');
    setProgress(0);
    abort.current = new AbortController();
    upload.mutate(
      { fields: { title, artist, categoryId, audio, cover, source }, signal: abort.current.signal },
      {
        onSuccess: () => {
          setProgress(100);
          showStatus(UPLOAD_SUCCESS, 'success');
          formRef.current?.reset();
          setTitle('');
          setArtist('');
          setSource('');
          setCategoryId('');
          setAudio(null);
          setCover(null);
          setMissing(new Set());
        },
        onError: (failure) => {
          setProgress(null);
          const reason = apiErrorOf(failure);
          const message = reason?.kind === 'aborted' ? UPLOAD_CANCELLED : uploadFailureMessage(callFailure(reason));
          setError(reason?.kind === 'aborted' ? '' : message);
          showStatus(message, reason?.kind === 'aborted' ? 'info' : 'error');
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="admin-form admin-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="upload-heading"
      data-testid="upload-form"
    >
      <h2 id="upload-heading">Upload Single Track</h2>
      <p className="admin-muted">MP3, WAV or OGG up to 50 MB. Fields marked * are required.</p>
      <div className="admin-grid-2">
        <div className="admin-field">
          <label htmlFor={ids.title}>Title *</label>
          <input
            id={ids.title}
            aria-required="true"
            maxLength={200}
            value={title}
            {...invalid('title')}
            onChange={(e) => {
              setTitle(e.target.value);
              filled('title', e.target.value.trim() !== '');
            }}
          />
          {missingNote('title')}
        </div>
        <div className="admin-field">
          <label htmlFor={ids.artist}>Artist *</label>
          <input
            id={ids.artist}
            aria-required="true"
            maxLength={200}
            value={artist}
            {...invalid('artist')}
            onChange={(e) => {
              setArtist(e.target.value);
              filled('artist', e.target.value.trim() !== '');
            }}
          />
          {missingNote('artist')}
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.category}>Category *</label>
        <select
          id={ids.category}
          aria-required="true"
          value={categoryId}
          {...invalid('categoryId')}
          onChange={(e) => {
            setCategoryId(e.target.value);
            filled('categoryId', e.target.value !== '');
          }}
        >
          <option value="">Choose a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.icon} {c.name}
            </option>
          ))}
        </select>
        {missingNote('categoryId')}
      </div>
      <div className="admin-field">
        <label htmlFor={ids.source}>Source / credit (optional)</label>
        <input
          id={ids.source}
          maxLength={200}
          value={source}
          aria-describedby={ids.sourceHint}
          onChange={(e) => setSource(e.target.value)}
          data-testid="upload-source"
        />
        <small id={ids.sourceHint} className="admin-muted">
          Licence and where the track comes from, e.g. &ldquo;CC BY 4.0, Jane Doe, janedoe.example&rdquo;. Shown on the
          Music credits page.
        </small>
      </div>
      <div className="admin-grid-2">
        <div className="admin-field">
          <label htmlFor={ids.audio}>Audio file *</label>
          <input
            id={ids.audio}
            type="file"
            accept={AUDIO_ACCEPT}
            aria-required="true"
            {...invalid('audio')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setAudio(file);
              filled('audio', file !== null);
            }}
          />
          {missingNote('audio')}
        </div>
        <div className="admin-field">
          <label htmlFor={ids.cover}>Cover image (optional)</label>
          <input
            id={ids.cover}
            type="file"
            accept="image/*"
            aria-describedby={`${ids.cover}-hint`}
            onChange={(e) => setCover(e.target.files?.[0] ?? null)}
          />
          <small id={`${ids.cover}-hint`} className="admin-muted">
            PNG, JPG or GIF, max 5 MB
          </small>
        </div>
      </div>
      {progress !== null && <ProgressBar label="Upload progress" value={progress} testId="upload-progress" />}
      <p id={ids.error} className="admin-form-error" role="alert">
        {error}
      </p>
      <div className="admin-form-actions">
        {busy && (
          <button type="button" className="admin-button" onClick={() => abort.current?.abort()}>
            Cancel upload
          </button>
        )}
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {busy ? 'Uploading...' : 'Upload Track'}
        </button>
      </div>
    </form>
  );
}
