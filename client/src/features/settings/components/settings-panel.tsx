import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  durationWarnings,
  presetFor,
  TIMER_PRESETS,
  typedMinutesValue,
  type DurationWarning,
  type PresetId,
  type TimerDurations,
} from '#shared/settings.ts';
import { durationsAtom, setDurationsAtom } from '../atoms.ts';
import { CycleSettingsSection } from './cycle-settings.tsx';
import { DurationField } from './duration-field.tsx';
import { ScreenSettingsSection } from './screen-settings.tsx';

/** Work and break minutes, their warnings, and the presets. */
export function SettingsPanel() {
  const stored = useAtomValue(durationsAtom);
  const save = useSetAtom(setDurationsAtom);
  // The dialog shows its own copy so controls answer at once; the timer confirms asynchronously.
  const [durations, setDurations] = useState<TimerDurations>(stored);
  const [workDraft, setWorkDraft] = useState(String(stored.workMinutes));
  const [breakDraft, setBreakDraft] = useState(String(stored.breakMinutes));

  const apply = (next: TimerDurations) => {
    setDurations(next);
    save(next);
  };

  const warnings = durationWarnings(typedMinutesValue(workDraft), typedMinutesValue(breakDraft));
  const preset = presetFor(durations);

  return (
    <>
      <section className="settings-section" aria-labelledby="settings-presets-title">
        <div className="settings-section-head">
          <h3 id="settings-presets-title">
            <Trans>Presets</Trans>
          </h3>
          <p className="settings-current-preset">
            <Trans>Current preset:</Trans>{' '}
            <strong data-testid="settings-preset">
              <PresetName id={preset} />
            </strong>
          </p>
        </div>
        <div className="preset-list">
          {TIMER_PRESETS.map((p) => (
            <button
              key={p.id}
              type="button"
              className="preset-button"
              aria-pressed={preset === p.id}
              data-testid={`preset-${p.id}`}
              onClick={() => {
                setWorkDraft(String(p.workMinutes));
                setBreakDraft(String(p.breakMinutes));
                apply({ workMinutes: p.workMinutes, breakMinutes: p.breakMinutes });
              }}
            >
              <span className="preset-name">
                <PresetName id={p.id} />
              </span>
              <span className="preset-minutes">
                {p.workMinutes}/{p.breakMinutes}
              </span>
              <span className="preset-description">
                <PresetDescription id={p.id} />
              </span>
            </button>
          ))}
        </div>
      </section>

      <section className="settings-section" aria-labelledby="settings-durations-title">
        <h3 id="settings-durations-title">
          <Trans>Durations</Trans>
        </h3>
        <DurationField
          field="work"
          value={durations.workMinutes}
          draft={workDraft}
          onDraftChange={setWorkDraft}
          onCommit={(workMinutes) => apply({ ...durations, workMinutes })}
        />
        <DurationField
          field="break"
          value={durations.breakMinutes}
          draft={breakDraft}
          onDraftChange={setBreakDraft}
          onCommit={(breakMinutes) => apply({ ...durations, breakMinutes })}
        />
        <div className="settings-warnings" role="status" aria-live="polite" data-testid="settings-warnings">
          {warnings.length > 0 && (
            <ul>
              {warnings.map((warning) => (
                <li key={warning} data-testid="settings-warning">
                  <WarningText warning={warning} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="settings-note">
          <Trans>Changing a duration stops the timer and resets it.</Trans>
        </p>
      </section>

      <CycleSettingsSection />
      <ScreenSettingsSection />
    </>
  );
}

function PresetName({ id }: { id: PresetId | 'custom' }) {
  const { t } = useLingui();
  switch (id) {
    case 'pomodoro':
      return <>{t`Pomodoro`}</>;
    case 'extended':
      return <>{t`Extended`}</>;
    case 'long-form':
      return <>{t`Long Form`}</>;
    case 'custom':
      return <>{t`Custom`}</>;
  }
}

function PresetDescription({ id }: { id: PresetId }) {
  switch (id) {
    case 'pomodoro':
      return <Trans>The classic rhythm for everyday tasks.</Trans>;
    case 'extended':
      return <Trans>Longer sessions for deep work.</Trans>;
    case 'long-form':
      return <Trans>Hour-long blocks for immersive projects.</Trans>;
  }
}

function WarningText({ warning }: { warning: DurationWarning }) {
  switch (warning) {
    case 'work-too-short':
      return <Trans>Work duration must be at least 1 minute</Trans>;
    case 'work-too-long':
      return <Trans>Work duration shouldn't exceed 180 minutes</Trans>;
    case 'break-too-short':
      return <Trans>Break duration must be at least 1 minute</Trans>;
    case 'break-too-long':
      return <Trans>Break duration shouldn't exceed 30 minutes</Trans>;
    case 'break-long-for-work':
      return <Trans>Break is too long compared to work duration</Trans>;
  }
}
