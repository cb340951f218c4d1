import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LABEL_COLOR_HEX, LABEL_COLORS, LABEL_NAME_MAX, type Label, type LabelColor } from '#shared/labels.ts';
import { addLabel, archiveStoredLabel, colorStoredLabel, labelsAtom, renameStoredLabel } from '../../../lib/labels.ts';
import { returnFocus } from '../../../lib/return-focus.ts';

function useColorNames(): Record<LabelColor, string> {
  const { t } = useLingui();
  return {
    blue: t`Blue`,
    green: t`Green`,
    orange: t`Orange`,
    purple: t`Purple`,
    red: t`Red`,
    teal: t`Teal`,
    pink: t`Pink`,
    grey: t`Grey`,
  };
}

/**
 * Create, rename, colour, archive and restore labels (issue 30). A rename keeps the label's id, so past sessions
 * show the new name; an archived label leaves the chooser but keeps naming its sessions in the stats.
 */
export function ManageLabelsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const labels = useAtomValue(labelsAtom);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      const target = focusBefore.current;
      returnFocus(target, dialog);
    };
  }, []);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const result = addLabel(name);
    if (!result.ok) {
      setError(
        result.reason === 'empty'
          ? t`Enter a name for the label.`
          : t`You have 100 labels, the most Pomolo keeps. Archive one or reuse a name.`,
      );
      return;
    }
    setError('');
    setName('');
    const added = result.label.name;
    setStatus(result.created ? t`Label “${added}” added.` : t`You already have the label “${added}”.`);
  };

  const active = labels.filter((label) => !label.archived);
  const archived = labels.filter((label) => label.archived);

  return (
    <dialog
      ref={dialogRef}
      className="labels-dialog"
      aria-labelledby="labels-dialog-title"
      data-testid="labels-dialog"
      onClose={onClose}
    >
      <div className="labels-dialog-head">
        <h2 id="labels-dialog-title">
          <Trans>Labels</Trans>
        </h2>
        <button type="button" data-testid="labels-dialog-close" onClick={() => dialogRef.current?.close()}>
          <Trans>Close</Trans>
        </button>
      </div>
      <form className="labels-add" onSubmit={onAdd} noValidate>
        <label htmlFor="labels-new-name">
          <Trans>New label</Trans>
        </label>
        <div className="labels-row">
          <input
            id="labels-new-name"
            type="text"
            value={name}
            maxLength={LABEL_NAME_MAX}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'labels-new-error' : undefined}
            data-testid="labels-new-name"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" data-testid="labels-add">
            <Trans>Add label</Trans>
          </button>
        </div>
        {error && (
          <p id="labels-new-error" className="labels-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {active.length === 0 ? (
        <p className="labels-note" data-testid="labels-empty">
          <Trans>No labels yet. Type a name in the Label box on the timer, or add one here.</Trans>
        </p>
      ) : (
        <ul className="labels-list" data-testid="labels-list">
          {active.map((label) => (
            <LabelRow key={label.id} label={label} onStatus={setStatus} />
          ))}
        </ul>
      )}
      {archived.length > 0 && (
        <section aria-labelledby="labels-archived-heading">
          <h3 id="labels-archived-heading">
            <Trans>Archived</Trans>
          </h3>
          <p className="labels-note">
            <Trans>Archived labels are hidden from the chooser; your stats still show their focus time.</Trans>
          </p>
          <ul className="labels-list" data-testid="labels-archived">
            {archived.map((label) => (
              <LabelRow key={label.id} label={label} onStatus={setStatus} />
            ))}
          </ul>
        </section>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </dialog>
  );
}

function LabelRow({ label, onStatus }: { label: Label; onStatus: (text: string) => void }) {
  const { t } = useLingui();
  const colorNames = useColorNames();
  const id = useId();
  const [draft, setDraft] = useState(label.name);
  const [shownName, setShownName] = useState(label.name);
  const [error, setError] = useState('');
  // Renamed elsewhere (another tab, an import): the field shows the stored name (set while rendering, as React
  // advises for state that follows a prop; the row keeps its focus).
  if (shownName !== label.name) {
    setShownName(label.name);
    setDraft(label.name);
  }
  const name = label.name;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === label.name) return;
    const result = renameStoredLabel(label.id, draft);
    if (result.ok) {
      setError('');
      const renamed = draft.replace(/\s+/g, ' ').trim();
      onStatus(t`Label renamed to “${renamed}”.`);
    } else {
      setError(result.reason === 'taken' ? t`Another label already has this name.` : t`Enter a name for the label.`);
    }
  };

  return (
    <li className="labels-item" data-testid="labels-item" data-label={label.id} data-archived={label.archived}>
      <form className="labels-row" onSubmit={onRename} noValidate>
        <span className="label-swatch" aria-hidden="true" style={{ background: LABEL_COLOR_HEX[label.color] }} />
        <input
          type="text"
          value={draft}
          maxLength={LABEL_NAME_MAX}
          aria-label={t`Name of the label ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          data-testid="labels-rename-input"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" data-testid="labels-rename">
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          data-testid={label.archived ? 'labels-restore' : 'labels-archive'}
          onClick={() => {
            archiveStoredLabel(label.id, !label.archived);
            onStatus(label.archived ? t`Label “${name}” restored.` : t`Label “${name}” archived.`);
          }}
        >
          {label.archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="labels-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="labels-colors">
        <legend>
          <Trans>Colour of {name}</Trans>
        </legend>
        {LABEL_COLORS.map((color) => (
          <label key={color} className="labels-color" title={colorNames[color]}>
            <input
              type="radio"
              name={`${id}-color`}
              value={color}
              checked={label.color === color}
              data-testid={`labels-color-${color}`}
              onChange={() => colorStoredLabel(label.id, color)}
            />
            <span className="label-swatch" aria-hidden="true" style={{ background: LABEL_COLOR_HEX[color] }} />
            <span className="visually-hidden">{colorNames[color]}</span>
          </label>
        ))}
      </fieldset>
    </li>
  );
}
