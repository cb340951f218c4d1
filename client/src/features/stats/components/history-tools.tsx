import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAX_IMPORT_BYTES, type FocusSession } from '#shared/focus-session.ts';
import type { ImportError, ImportResult } from '#shared/history-io.ts';
import { dayIso, localDay } from '#shared/stats.ts';
import { clearSessions, importSessions } from '../../../lib/db.ts';
import { newLabelId, readStoredLabels, storeLabels } from '../../../lib/labels.ts';

type Message = { kind: 'status' | 'error'; text: string } | null;

/** The file formats and the import validation (with TypeBox): loaded when first needed, not with the page. */
const historyIo = () => import('#shared/history-io.ts');

function download(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Export (CSV, JSON), import (JSON, merged without duplicates) and clearing of the focus history. While this device
 * syncs (`syncing`), a clear reaches the other devices too (sync hides the cleared sessions everywhere), and the
 * dialog says so.
 */
export function HistoryTools({
  sessions,
  onChanged,
  syncing = false,
}: {
  sessions: FocusSession[];
  onChanged: () => Promise<void>;
  syncing?: boolean;
}) {
  const { t } = useLingui();
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const empty = sessions.length === 0;
  const count = sessions.length;

  const importErrorText = (error: ImportError): string => {
    switch (error.code) {
      case 'too-large':
        return t`This file is larger than 10 MB. Nothing was imported.`;
      case 'not-json':
        return t`This file is not valid JSON. Nothing was imported.`;
      case 'not-history':
        return t`This file is not a Pomolo focus history (export one with “Export JSON”). Nothing was imported.`;
      case 'bad-entry': {
        const entry = error.entry;
        return t`Session ${entry} in this file has a missing or wrong value. Nothing was imported.`;
      }
      case 'bad-date': {
        const entry = error.entry;
        return t`Session ${entry} in this file has an invalid date. Nothing was imported.`;
      }
    }
  };

  const fileName = (extension: string) => `pomolo-focus-history-${dayIso(localDay(Date.now()))}.${extension}`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const result: ImportResult =
        file.size > MAX_IMPORT_BYTES
          ? { ok: false, error: { code: 'too-large' } }
          : (await historyIo()).parseHistoryImport(await file.text(), Date.now());
      if (!result.ok) {
        setMessage({ kind: 'error', text: importErrorText(result.error) });
        return;
      }
      // Issue 30: a label is in the file by name; this device's label of that name is used, or one is created.
      // The labels are stored only once the sessions are.
      const io = await historyIo();
      const before = readStoredLabels();
      const labelled = io.withLabels(before, result.sessions, newLabelId);
      const added = await importSessions(labelled.sessions);
      if (labelled.labels.length !== before.length) storeLabels(labelled.labels);
      const known = result.sessions.length - added;
      await onChanged();
      const addedText = plural(added, { one: 'Imported # new session.', other: 'Imported # new sessions.' });
      const knownText = plural(known, {
        one: '# session was already in your history.',
        other: '# sessions were already in your history.',
      });
      setMessage({ kind: 'status', text: known === 0 ? addedText : `${addedText} ${knownText}` });
    } catch {
      setMessage({ kind: 'error', text: t`Your browser could not save the history. Nothing was imported.` });
    } finally {
      setBusy(false);
    }
  };

  const onClear = async () => {
    dialogRef.current?.close();
    setBusy(true);
    try {
      await clearSessions();
      await onChanged();
      setMessage({ kind: 'status', text: t`Your focus history was cleared.` });
    } catch {
      setMessage({ kind: 'error', text: t`Your browser could not clear the history. Try again.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stats-section history-tools" aria-labelledby="history-tools-heading">
      <h2 id="history-tools-heading">
        <Trans>Your history</Trans>
      </h2>
      <p className="stats-note">
        <Trans>
          Your focus history is kept in this browser, and on your other devices when you turn on sync in Settings.
          Export it to keep a copy, or import a file exported elsewhere.
        </Trans>
      </p>
      <div className="history-actions">
        <button
          type="button"
          disabled={empty || busy}
          data-testid="export-csv"
          onClick={() =>
            void historyIo().then((io) =>
              download(io.historyToCsv(sessions, readStoredLabels()), 'text/csv;charset=utf-8', fileName('csv')),
            )
          }
        >
          <Trans>Export CSV</Trans>
        </button>
        <button
          type="button"
          disabled={empty || busy}
          data-testid="export-json"
          onClick={() =>
            void historyIo().then((io) =>
              download(
                io.historyToJson(sessions, Date.now(), readStoredLabels()),
                'application/json',
                fileName('json'),
              ),
            )
          }
        >
          <Trans>Export JSON</Trans>
        </button>
        <button type="button" disabled={busy} data-testid="import-json" onClick={() => fileRef.current?.click()}>
          <Trans>Import JSON</Trans>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="import-file"
          onChange={(event) => void onFile(event)}
        />
        <button
          type="button"
          className="danger-button"
          disabled={empty || busy}
          data-testid="clear-history"
          onClick={() => dialogRef.current?.showModal()}
        >
          <Trans>Clear history</Trans>
        </button>
      </div>
      <p
        className={message?.kind === 'error' ? 'history-message history-error' : 'history-message'}
        role={message?.kind === 'error' ? 'alert' : 'status'}
        data-testid="history-message"
      >
        {message?.text}
      </p>
      <dialog
        ref={dialogRef}
        className="confirm-dialog"
        aria-labelledby="clear-title"
        aria-describedby="clear-text"
        data-testid="clear-dialog"
      >
        <h2 id="clear-title">
          <Trans>Clear your focus history?</Trans>
        </h2>
        <p id="clear-text">
          {syncing
            ? plural(count, {
                one: 'This deletes your # session from this browser and from the devices you sync with. It cannot be undone; export your history first to keep a copy.',
                other:
                  'This deletes all # sessions from this browser and from the devices you sync with. It cannot be undone; export your history first to keep a copy.',
              })
            : plural(count, {
                one: 'This deletes your # session from this browser. It cannot be undone; export your history first to keep a copy.',
                other:
                  'This deletes all # sessions from this browser. It cannot be undone; export your history first to keep a copy.',
              })}
        </p>
        <div className="confirm-actions">
          <button type="button" data-testid="clear-cancel" onClick={() => dialogRef.current?.close()}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="danger-button" data-testid="clear-confirm" onClick={() => void onClear()}>
            <Trans>Clear history</Trans>
          </button>
        </div>
      </dialog>
    </section>
  );
}
