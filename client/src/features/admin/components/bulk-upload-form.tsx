import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { bulkUpload, type BulkUploadFields } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatBytes, perFileProgress } from '../format.ts';
import { bulkFailureMessage, bulkSuccessMessage, callFailure, STATUS_CLEAR_MS, UPLOAD_CANCELLED } from '../messages.ts';
import { useCatalogueChange } from '../queries.ts';
import type { BulkFileResult } from '#shared/admin-api.ts';
import { fileListSummary, validateBulk } from '../validation.ts';
import { ProgressBar } from './progress-bar.tsx';

const AUDIO_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/wave,audio/ogg,.mp3,.wav,.ogg';

interface Sending {
  files: File[];
  loaded: number;
  total: number;
}

interface BulkVariables {
  fields: BulkUploadFields;
  signal: AbortSignal;
}

/** "Bulk Upload Tracks": one category and artist for many files; each title comes from its file name. */
export function BulkUploadForm() {
  const { categories, showStatus } = useDashboard();
  const formRef = useRef<HTMLFormElement>(null);
  const [categoryId, setCategoryId] = useState('');
  const [artist, setArtist] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [results, setResults] = useState<BulkFileResult[] | null>(null);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  const ids = { category: useId(), artist: useId(), files: useId() };
  const upload = useCatalogueChange(({ fields, signal }: BulkVariables) =>
    bulkUpload(fields, (loaded, total) => setSending({ files: [...fields.files], loaded, total }), signal),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateBulk({ categoryId, artist, files });
    if (problem) {
      setError(problem);
      showStatus(problem, 'error');
      return;
    }
    setError('');
    setResults(null);
    const chosen = files;
    setSending({ files: chosen, loaded: 0, total: 1 });
    abort.current = new AbortController();
    upload.mutate(
      { fields: { categoryId, artist, files: chosen }, signal: abort.current.signal },
      {
        onSuccess: (answer) => {
          setSending(null);
          setResults(answer.results);
          showStatus(bulkSuccessMessage(answer.uploaded, answer.total), 'success', STATUS_CLEAR_MS.bulk);
          formRef.current?.reset();
          setCategoryId('');
          setArtist('');
          setFiles([]);
        },
        onError: (failure) => {
          setSending(null);
          const reason = apiErrorOf(failure);
          if (reason?.kind === 'aborted') {
            showStatus(UPLOAD_CANCELLED, 'info', STATUS_CLEAR_MS.bulk);
            return;
          }
          // A refusal of every file still lists why each one failed.
          const perFile = reason?.kind === 'http' ? resultsOf(reason.body) : undefined;
          if (perFile) setResults(perFile);
          const message = bulkFailureMessage(callFailure(reason));
          setError(message);
          showStatus(message, 'error', STATUS_CLEAR_MS.bulk);
        },
      },
    );
  };

  const summary = fileListSummary(files.map((f) => f.name));
  const progress = sending
    ? perFileProgress(
        sending.files.map((f) => f.size),
        sending.loaded,
        sending.total,
      )
    : [];

  return (
    <form
      ref={formRef}
      className="admin-form admin-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="bulk-heading"
      data-testid="bulk-form"
    >
      <h2 id="bulk-heading">Bulk Upload Tracks</h2>
      <p className="admin-muted">
        Every file becomes a track titled after its file name. Fields marked * are required.
      </p>
      <div className="admin-grid-2">
        <div className="admin-field">
          <label htmlFor={ids.category}>Category *</label>
          <select
            id={ids.category}
            aria-required="true"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.icon} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.artist}>Default artist *</label>
          <input
            id={ids.artist}
            aria-required="true"
            maxLength={200}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
          />
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.files}>Audio files *</label>
        <input
          id={ids.files}
          type="file"
          multiple
          accept={AUDIO_ACCEPT}
          aria-required="true"
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          data-testid="bulk-files"
        />
      </div>
      {files.length > 0 && !sending && (
        <div className="admin-file-summary" data-testid="bulk-file-summary">
          <p>
            {files.length} {files.length === 1 ? 'file' : 'files'} selected:
          </p>
          <ul>
            {summary.shown.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
          {summary.more && <p className="admin-muted">{summary.more}</p>}
        </div>
      )}
      {sending && (
        <div className="admin-bulk-progress" data-testid="bulk-progress">
          <ProgressBar label="Bulk upload progress" value={(sending.loaded / sending.total) * 100} />
          <ul className="admin-file-progress">
            {sending.files.map((file, i) => (
              <li key={`${i}-${file.name}`}>
                <span>
                  {file.name} <span className="admin-muted">({formatBytes(file.size)})</span>
                </span>
                <ProgressBar label={`Upload of ${file.name}`} value={progress[i] ?? 0} small />
              </li>
            ))}
          </ul>
        </div>
      )}
      {results && (
        <div className="admin-bulk-results" data-testid="bulk-results">
          <h3>Results</h3>
          <ul>
            {results.map((r, i) => (
              <li key={`${i}-${r.file}`} className={r.success ? 'admin-result-ok' : 'admin-result-failed'}>
                <span aria-hidden="true">{r.success ? '✅ ' : '❌ '}</span>
                <span className="admin-visually-hidden">{r.success ? 'Uploaded: ' : 'Failed: '}</span>
                {r.file}
                {!r.success && <span className="admin-muted"> — {r.message}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="admin-form-error" role="alert">
        {error}
      </p>
      <div className="admin-form-actions">
        {sending && (
          <button type="button" className="admin-button" onClick={() => abort.current?.abort()}>
            Cancel upload
          </button>
        )}
        <button type="submit" className="admin-button admin-button-primary" disabled={sending !== null}>
          {sending
            ? 'Uploading...'
            : files.length > 0
              ? `Upload ${files.length} ${files.length === 1 ? 'Track' : 'Tracks'}`
              : 'Upload Tracks'}
        </button>
      </div>
    </form>
  );
}

function resultsOf(body: unknown): BulkFileResult[] | undefined {
  const results = typeof body === 'object' && body !== null ? (body as { results?: unknown }).results : undefined;
  return Array.isArray(results) ? (results as BulkFileResult[]) : undefined;
}
