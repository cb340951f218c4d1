import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { CROSSFADE_MAX_SECONDS, CROSSFADE_MIN_SECONDS } from '#shared/settings.ts';
import { SwitchField } from '../../../components/switch-field.tsx';
import { musicPrefsAtom, updateMusicSettingsAtom } from '../atoms.ts';
import '../music-settings.css';

/** Music in the settings dialog (issue 14): follow the timer, music during breaks, crossfade. */
export function MusicSettings() {
  const { t } = useLingui();
  const id = useId();
  const music = useAtomValue(musicPrefsAtom);
  const update = useSetAtom(updateMusicSettingsAtom);
  const seconds = music.crossfadeSeconds;
  const shown = seconds === 0 ? t`Off` : t`${seconds} s`;
  const spoken = seconds === 0 ? t`Off` : plural(seconds, { one: '# second', other: '# seconds' });

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} data-testid="settings-music">
      <h3 id={`${id}-title`}>
        <Trans>Music</Trans>
      </h3>
      <SwitchField
        testId="setting-music-follows-timer"
        checked={music.followTimer}
        onChange={(followTimer) => update({ followTimer })}
      >
        <Trans>Music follows the timer</Trans>
      </SwitchField>
      <p className="settings-note">
        <Trans>The music fades out when a focus session ends and fades back in when the next one starts.</Trans>
      </p>
      {/* Only meaningful while the music follows the timer (otherwise it plays through breaks anyway). */}
      {music.followTimer && (
        <SwitchField
          testId="setting-music-during-breaks"
          checked={music.musicDuringBreaks}
          onChange={(musicDuringBreaks) => update({ musicDuringBreaks })}
        >
          <Trans>Music during breaks</Trans>
        </SwitchField>
      )}
      <div className="music-crossfade">
        <label htmlFor={`${id}-crossfade`}>
          <Trans>Crossfade</Trans>
        </label>
        <input
          id={`${id}-crossfade`}
          type="range"
          min={CROSSFADE_MIN_SECONDS}
          max={CROSSFADE_MAX_SECONDS}
          step={1}
          value={seconds}
          aria-valuetext={spoken}
          aria-describedby={`${id}-crossfade-note`}
          data-testid="setting-crossfade"
          onChange={(event) => update({ crossfadeSeconds: Number(event.target.value) })}
        />
        <output htmlFor={`${id}-crossfade`} data-testid="setting-crossfade-value">
          {shown}
        </output>
      </div>
      <p className="settings-note" id={`${id}-crossfade-note`}>
        <Trans>Overlaps the end of a track with the start of the next.</Trans>
      </p>
    </section>
  );
}
