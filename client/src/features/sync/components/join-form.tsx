import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { codeToKey, keyFromFragment } from '#shared/sync/code.ts';
import { joinSync } from '../controller.ts';
import { codeProblemText, errorText } from '../messages.ts';

/** Typing the code (or pasting the link) from another device joins its synced space. */
export function JoinForm({ onJoined }: { onJoined?: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const fromLink = value.includes('#') ? keyFromFragment(value) : null;
    let key = fromLink;
    if (!key) {
      const parsed = await codeToKey(value);
      if (!parsed.ok) {
        setError(codeProblemText(parsed.problem));
        return;
      }
      key = parsed.key;
    }
    setBusy(true);
    try {
      await joinSync(key);
      setValue('');
      onJoined?.();
    } catch (err) {
      setError(errorText(err instanceof Error ? err.message : 'network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sync-join" onSubmit={(e) => void submit(e)} noValidate>
      <label className="sync-field" htmlFor={`${id}-code`}>
        {t`Sync code from your other device`}
      </label>
      <input
        id={`${id}-code`}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="K7QF-2M9X-…"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="sync-code-input"
      />
      <button type="submit" className="button-link" disabled={busy || value.trim() === ''}>
        {busy ? t`Joining…` : t`Join`}
      </button>
      {error ? (
        <p id={`${id}-error`} className="sync-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
