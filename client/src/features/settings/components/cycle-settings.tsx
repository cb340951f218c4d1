import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import {
  CYCLE_LIMITS,
  DEFAULT_DAILY_GOAL,
  FLOW_BREAK_RATIOS,
  type FlowBreakRatio,
  type TimerMode,
  normalizeCycleSettings,
  type CycleNumberField,
  type CycleSettings,
} from '#shared/settings.ts';
import { SwitchField } from '../../../components/switch-field.tsx';
import { settingsAtom, updateSettingsAtom } from '../atoms.ts';
import { RangeMessage } from './range-message.tsx';

/** Long breaks, auto-start and the daily goal (issue 13). Everything here is off or optional by default. */
export function CycleSettingsSection() {
  const stored = useAtomValue(settingsAtom);
  const save = useSetAtom(updateSettingsAtom);
  // Like the durations: the dialog keeps its own copy so controls answer at once (and two quick
  // changes build on each other); the timer confirms asynchronously.
  const [settings, setSettings] = useState<CycleSettings>(stored);
  const update = (change: Partial<CycleSettings>) => {
    const next = normalizeCycleSettings({ ...settings, ...change });
    setSettings(next);
    save(next);
  };

  return (
    <section className="settings-section" aria-labelledby="settings-cycles-title" data-testid="settings-cycles">
      <h3 id="settings-cycles-title">
        <Trans>Focus cycles</Trans>
      </h3>
      <ModeSetting
        mode={settings.mode}
        ratio={settings.flowBreakRatio}
        onMode={(mode) => update({ mode })}
        onRatio={(flowBreakRatio) => update({ flowBreakRatio })}
      />
      <SwitchField
        testId="setting-long-breaks"
        checked={settings.longBreaks}
        onChange={(longBreaks) => update({ longBreaks })}
      >
        <Trans>Long breaks</Trans>
      </SwitchField>
      <div className="cycle-numbers" hidden={!settings.longBreaks}>
        <NumberSetting
          field="longBreakEvery"
          value={settings.longBreakEvery}
          onCommit={(longBreakEvery) => update({ longBreakEvery })}
        >
          <Trans>Focus sessions before a long break</Trans>
        </NumberSetting>
        <NumberSetting
          field="longBreakMinutes"
          value={settings.longBreakMinutes}
          onCommit={(longBreakMinutes) => update({ longBreakMinutes })}
          unit={<Trans>min</Trans>}
        >
          <Trans>Long break length</Trans>
        </NumberSetting>
      </div>
      <SwitchField
        testId="setting-auto-start-breaks"
        checked={settings.autoStartBreaks}
        onChange={(autoStartBreaks) => update({ autoStartBreaks })}
      >
        <Trans>Auto-start breaks</Trans>
      </SwitchField>
      <SwitchField
        testId="setting-auto-start-focus"
        checked={settings.autoStartFocus}
        onChange={(autoStartFocus) => update({ autoStartFocus })}
      >
        <Trans>Auto-start focus</Trans>
      </SwitchField>
      <p className="settings-note">
        <Trans>Auto-start begins the next phase by itself two seconds after a phase ends.</Trans>
      </p>
      <SwitchField
        testId="setting-daily-goal-on"
        checked={settings.dailyGoal !== null}
        onChange={(on) => update({ dailyGoal: on ? DEFAULT_DAILY_GOAL : null })}
      >
        <Trans>Daily goal</Trans>
      </SwitchField>
      {settings.dailyGoal !== null && (
        <div className="cycle-numbers">
          <NumberSetting field="dailyGoal" value={settings.dailyGoal} onCommit={(dailyGoal) => update({ dailyGoal })}>
            <Trans>Focus sessions per day</Trans>
          </NumberSetting>
          {settings.mode === 'flowtime' && (
            <p className="settings-note" data-testid="setting-goal-flowtime-note">
              <Trans>In Flowtime the goal counts minutes: sessions per day × the work duration.</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Pomodoro (the spec's countdown, the default) or Flowtime (issue 30): focus counts up until "Take a
 * break", and the break lasts the focus divided by the ratio chosen here.
 */
function ModeSetting({
  mode,
  ratio,
  onMode,
  onRatio,
}: {
  mode: TimerMode;
  ratio: FlowBreakRatio;
  onMode: (mode: TimerMode) => void;
  onRatio: (ratio: FlowBreakRatio) => void;
}) {
  const { t } = useLingui();
  const modeId = useId();
  const ratioId = useId();
  return (
    <>
      <div className="cycle-number">
        <label htmlFor={modeId}>
          <Trans>Timer mode</Trans>
        </label>
        <select
          id={modeId}
          data-testid="setting-mode"
          value={mode}
          onChange={(event) => onMode(event.target.value as TimerMode)}
        >
          <option value="pomodoro">{t`Pomodoro (counts down)`}</option>
          <option value="flowtime">{t`Flowtime (counts up)`}</option>
        </select>
      </div>
      {mode === 'flowtime' && (
        <>
          <div className="cycle-number">
            <label htmlFor={ratioId}>
              <Trans>Break length</Trans>
            </label>
            <select
              id={ratioId}
              data-testid="setting-flow-ratio"
              value={ratio}
              onChange={(event) => onRatio(Number(event.target.value) as FlowBreakRatio)}
            >
              {FLOW_BREAK_RATIOS.map((value) => (
                <option key={value} value={value}>
                  {t`1/${value} of the focus`}
                </option>
              ))}
            </select>
          </div>
          <p className="settings-note">
            <Trans>
              Flowtime: focus counts up from 0:00 until you press Take a break (or B). The break is rounded to whole
              minutes, 1 to 30; a focus under a minute is not recorded.
            </Trans>
          </p>
        </>
      )}
    </>
  );
}

/**
 * A whole number within the field's range. Like the spec's durations: a typed value is used as soon as
 * it is valid and an out-of-range or non-numeric entry reverts when the box loses focus; the arrows
 * (and the keyboard's up/down) stay within the range.
 */
function NumberSetting({
  field,
  value,
  onCommit,
  unit,
  children,
}: {
  field: CycleNumberField;
  value: number;
  onCommit: (value: number) => void;
  unit?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const { min, max } = CYCLE_LIMITS[field];
  // What is being typed, until the box loses focus; otherwise the box shows the value in force.
  const [typing, setTyping] = useState<string | null>(null);
  const draft = typing ?? String(value);
  // True once a typed entry was reverted, until the next change: the range message shows meanwhile.
  const [reverted, setReverted] = useState(false);

  const parse = (text: string): number | null => {
    if (!/^\d+$/.test(text.trim())) return null;
    const n = Number(text.trim());
    return n >= min && n <= max ? n : null;
  };

  return (
    <div className="cycle-number">
      <label htmlFor={id}>{children}</label>
      <span className="cycle-number-input">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          aria-describedby={unit ? `${id}-unit ${id}-range` : `${id}-range`}
          data-testid={`setting-${field}`}
          onChange={(event) => {
            setTyping(event.target.value);
            setReverted(false);
            const n = parse(event.target.value);
            if (n !== null && n !== value) onCommit(n);
          }}
          onBlur={() => {
            if (typing !== null) setReverted(parse(typing) === null);
            setTyping(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typing !== null) {
              setReverted(parse(typing) === null);
              setTyping(null);
            }
          }}
        />
        {unit && <span id={`${id}-unit`}>{unit}</span>}
      </span>
      <RangeMessage id={`${id}-range`} field={field} shown={reverted} />
    </div>
  );
}
