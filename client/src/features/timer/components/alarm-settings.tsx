import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { SwitchField } from '../../../components/switch-field.tsx';
import { alarmPrefsAtom, updateAlarmPrefsAtom } from '../alarm-atoms.ts';
import { ringAlarm, unlockAlarms } from '../alarm-player.ts';
import { ALARM_SOUNDS, MAX_REPEAT, MIN_REPEAT, type AlarmSound } from '../alarms.ts';

/** The alarm in the settings dialog (issue 27): sound, volume, repeats, a preview, and the focus ticking. */
export function AlarmSettings() {
  const { t, i18n } = useLingui();
  const id = useId();
  const prefs = useAtomValue(alarmPrefsAtom);
  const update = useSetAtom(updateAlarmPrefsAtom);
  const names: Record<AlarmSound, string> = {
    bell: t`Bell`,
    chime: t`Chime`,
    'wood-block': t`Wood block`,
    digital: t`Digital`,
    'soft-gong': t`Soft gong`,
  };
  const percent = (value: number) => i18n.number(value, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <section className="settings-section alarm-settings" aria-labelledby={`${id}-title`} data-testid="settings-alarm">
      <h3 id={`${id}-title`}>
        <Trans>Alarm</Trans>
      </h3>
      <div className="alarm-row">
        <label htmlFor={`${id}-sound`}>
          <Trans>Alarm sound</Trans>
        </label>
        <select
          id={`${id}-sound`}
          value={prefs.sound}
          data-testid="setting-alarm-sound"
          onChange={(event) => update({ sound: event.target.value as AlarmSound })}
        >
          {ALARM_SOUNDS.map((sound) => (
            <option key={sound} value={sound}>
              {names[sound]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="alarm-preview"
          data-testid="alarm-preview"
          onClick={() => {
            unlockAlarms();
            ringAlarm(prefs);
          }}
        >
          <Trans>Preview</Trans>
        </button>
      </div>
      <div className="alarm-row">
        <label htmlFor={`${id}-volume`}>
          <Trans>Alarm volume</Trans>
        </label>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={prefs.volume}
          aria-valuetext={percent(prefs.volume)}
          data-testid="setting-alarm-volume"
          onChange={(event) => update({ volume: Number(event.target.value) })}
        />
        <output htmlFor={`${id}-volume`}>{percent(prefs.volume)}</output>
      </div>
      <div className="alarm-row">
        <label htmlFor={`${id}-repeat`}>
          <Trans>Repeat</Trans>
        </label>
        <select
          id={`${id}-repeat`}
          value={prefs.repeat}
          data-testid="setting-alarm-repeat"
          onChange={(event) => update({ repeat: Number(event.target.value) })}
        >
          {Array.from({ length: MAX_REPEAT - MIN_REPEAT + 1 }, (_, i) => MIN_REPEAT + i).map((times) => (
            <option key={times} value={times}>
              {i18n.number(times)}×
            </option>
          ))}
        </select>
      </div>
      <SwitchField
        testId="setting-ticking"
        checked={prefs.ticking}
        onChange={(ticking) => {
          if (ticking) unlockAlarms();
          update({ ticking });
        }}
      >
        <Trans>Ticking during focus</Trans>
      </SwitchField>
      {prefs.ticking && (
        <div className="alarm-row">
          <label htmlFor={`${id}-tick`}>
            <Trans>Ticking volume</Trans>
          </label>
          <input
            id={`${id}-tick`}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={prefs.tickVolume}
            aria-valuetext={percent(prefs.tickVolume)}
            data-testid="setting-tick-volume"
            onChange={(event) => update({ tickVolume: Number(event.target.value) })}
          />
          <output htmlFor={`${id}-tick`}>{percent(prefs.tickVolume)}</output>
        </div>
      )}
    </section>
  );
}
