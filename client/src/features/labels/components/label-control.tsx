import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { CurrentTaskRef } from '../../../lib/current-task.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import '../labels.css';

/**
 * The combobox and its library (Downshift) load beside the home page, not in its first chunk: the page is
 * interactive without them (PRODUCT.md: light on a phone), and a label is chosen a moment later at the earliest.
 */
const LabelCombobox = lazy(() => import('./label-combobox.tsx'));

/**
 * The timer card's "Label" control (issue 30). The prerendered page and the first render show a disabled field of
 * the same size (the server knows no labels, and nothing typed into it could be lost); the combobox takes its
 * place once the app runs.
 */
export function LabelControl({ task }: { task: CurrentTaskRef | null }) {
  const hydrated = useHydrated();
  if (!hydrated) return <LabelPlaceholder />;
  return (
    <Suspense fallback={<LabelPlaceholder />}>
      <LabelCombobox task={task} />
    </Suspense>
  );
}

function LabelPlaceholder() {
  const { t } = useLingui();
  return (
    <div className="label-control" data-testid="label-placeholder">
      <label htmlFor="timer-label-input" className="label-control-label">
        <Trans>Label</Trans>
      </label>
      <div className="label-combobox">
        <span className="label-swatch" aria-hidden="true" data-empty />
        <input id="timer-label-input" className="label-input" placeholder={t`No label`} disabled />
        <span className="label-toggle label-toggle-placeholder" aria-hidden="true">
          ▾
        </span>
      </div>
      <p className="label-control-note">
        <span className="label-note-placeholder">
          <Trans>Manage labels</Trans>
        </span>
      </p>
    </div>
  );
}
