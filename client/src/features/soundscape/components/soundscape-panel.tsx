import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { LAYER_IDS, type LayerId } from '#shared/soundscape/ids.ts';
import {
  decodeMix,
  encodeMix,
  isAudible,
  MAX_MIX_NAME,
  PRESET_IDS,
  SHARE_PARAM,
  SLEEP_MINUTES,
  type PresetId,
} from '#shared/soundscape/mix.ts';
import { SwitchField } from '../../../components/switch-field.tsx';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { SERVER_PREFS, savedMixesAtom, sleepAtom, soundscapePlayingAtom, soundscapePrefsAtom } from '../atoms.ts';
import {
  applyMix,
  applyPreset,
  deleteSavedMix,
  resume,
  saveCurrentMix,
  setKeepThroughBreaks,
  setLayerVolume,
  setMeander,
  setSleep,
  stopAll,
  toggleLayer,
} from '../controller.ts';
import { SoundscapeVolume } from './soundscape-mini.tsx';
import '../soundscape.css';

/**
 * The Soundscape panel (issue 28): a toggle and a volume slider per layer, the soundscape's own volume, Stop all,
 * presets, saved mixes, a share link, meander, the sleep timer. It renders on the server like the rest of the
 * home page; the audio starts only on a press.
 */
export function SoundscapePanel() {
  const { t } = useLingui();
  const headingId = useId();
  const stored = useAtomValue(soundscapePrefsAtom);
  const prefs = useAfterHydration(stored, SERVER_PREFS);
  const playing = useAtomValue(soundscapePlayingAtom);
  const { mix, volumes } = prefs;
  const audible = isAudible(mix);
  useSharedLink();

  const names: Record<LayerId, string> = {
    white: t`White noise`,
    pink: t`Pink noise`,
    brown: t`Brown noise`,
    'light-rain': t`Light rain`,
    'heavy-rain': t`Heavy rain`,
    thunder: t`Distant thunder`,
    wind: t`Wind`,
    waves: t`Ocean waves`,
    fire: t`Crackling fire`,
    stream: t`Stream`,
    crickets: t`Night crickets`,
  };

  useMediaSession(
    playing,
    t`Soundscape`,
    LAYER_IDS.filter((id) => mix.layers[id] !== undefined)
      .map((id) => names[id])
      .join(' · '),
  );

  return (
    <section className="soundscape" aria-labelledby={headingId} data-testid="soundscape">
      <div className="soundscape-head">
        <h2 id={headingId} className="soundscape-heading">
          <Trans>Soundscape</Trans>
        </h2>
        <p className="soundscape-note">
          <Trans>Made live in your browser: no recordings, no loops, nothing to download.</Trans>
        </p>
      </div>
      <ul className="soundscape-layers">
        {LAYER_IDS.map((id) => {
          const on = mix.layers[id] !== undefined;
          const volume = volumes[id];
          return (
            <li key={id} className="soundscape-layer" data-on={on || undefined}>
              <button
                type="button"
                className="soundscape-toggle"
                aria-pressed={on}
                data-testid={`soundscape-${id}`}
                onClick={() => toggleLayer(id)}
              >
                <span className="soundscape-icon" data-layer={id} aria-hidden="true" />
                {names[id]}
              </button>
              <input
                type="range"
                className="player-range soundscape-range"
                min={0}
                max={1}
                step={0.01}
                value={volume}
                aria-label={t`${names[id]} volume`}
                style={{ '--fill': `${volume * 100}%` } as CSSProperties}
                data-testid={`soundscape-${id}-volume`}
                onChange={(e) => setLayerVolume(id, Number(e.currentTarget.value))}
              />
            </li>
          );
        })}
      </ul>
      <div className="soundscape-controls">
        <div className="soundscape-master">
          <span aria-hidden="true">
            <Trans>Soundscape volume</Trans>
          </span>
          <SoundscapeVolume master={mix.master} testId="soundscape-master" />
        </div>
        {audible && !playing ? (
          <button type="button" className="soundscape-action" data-testid="soundscape-play" onClick={resume}>
            <Trans>Play soundscape</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="soundscape-action"
          data-testid="soundscape-stop"
          disabled={!audible}
          onClick={stopAll}
        >
          <Trans>Stop all</Trans>
        </button>
      </div>
      <Presets />
      <Options meander={mix.meander} keepThroughBreaks={prefs.keepThroughBreaks} />
      <SavedMixes />
      <ShareMix />
    </section>
  );
}

function Presets() {
  const { t } = useLingui();
  const headingId = useId();
  const names: Record<PresetId, string> = {
    'rainy-library': t`Rainy library`,
    'campfire-night': t`Campfire night`,
    seaside: t`Seaside`,
    'deep-focus': t`Deep focus`,
    thunderstorm: t`Thunderstorm`,
  };
  return (
    <div role="group" aria-labelledby={headingId} className="soundscape-presets">
      <h3 id={headingId} className="soundscape-subheading">
        <Trans>Presets</Trans>
      </h3>
      <div className="soundscape-chips">
        {PRESET_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className="soundscape-chip"
            data-testid={`soundscape-preset-${id}`}
            onClick={() => applyPreset(id)}
          >
            {names[id]}
          </button>
        ))}
      </div>
    </div>
  );
}

function Options({ meander, keepThroughBreaks }: { meander: boolean; keepThroughBreaks: boolean }) {
  const sleep = useAtomValue(sleepAtom);
  const { t } = useLingui();
  const sleepId = useId();
  return (
    <div className="soundscape-options">
      <SwitchField testId="soundscape-meander" checked={meander} onChange={setMeander}>
        <Trans>Meander: volumes drift slowly</Trans>
      </SwitchField>
      <SwitchField testId="soundscape-keep" checked={keepThroughBreaks} onChange={setKeepThroughBreaks}>
        <Trans>Keep playing through breaks</Trans>
      </SwitchField>
      <div className="soundscape-sleep">
        <span id={sleepId}>
          <Trans>Stop after</Trans>
        </span>
        <select
          aria-labelledby={sleepId}
          value={sleep?.minutes ?? 0}
          data-testid="soundscape-sleep"
          onChange={(e) => setSleep(Number(e.currentTarget.value) || null)}
        >
          <option value={0}>{t`Never`}</option>
          {SLEEP_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t`${minutes} min`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function SavedMixes() {
  const { t } = useLingui();
  const stored = useAtomValue(savedMixesAtom);
  const saved = useAfterHydration(stored, []);
  const prefs = useAtomValue(soundscapePrefsAtom);
  const [name, setName] = useState('');
  const headingId = useId();
  const canSave = name.trim() !== '' && isAudible(prefs.mix);
  return (
    <div role="group" aria-labelledby={headingId} className="soundscape-saved">
      <h3 id={headingId} className="soundscape-subheading">
        <Trans>Your mixes</Trans>
      </h3>
      <form
        className="soundscape-save"
        onSubmit={(e) => {
          e.preventDefault();
          if (!canSave) return;
          saveCurrentMix(name);
          setName('');
        }}
      >
        <input
          type="text"
          value={name}
          maxLength={MAX_MIX_NAME}
          aria-label={t`Mix name`}
          placeholder={t`Mix name`}
          data-testid="soundscape-mix-name"
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <button type="submit" className="soundscape-action" disabled={!canSave} data-testid="soundscape-save">
          <Trans>Save mix</Trans>
        </button>
      </form>
      {saved.length > 0 ? (
        <ul className="soundscape-chips">
          {saved.map((s) => (
            <li key={s.name} className="soundscape-saved-item">
              <button type="button" className="soundscape-chip" onClick={() => applyMix(s.mix)}>
                {s.name}
              </button>
              <button
                type="button"
                className="soundscape-delete"
                aria-label={t`Delete ${s.name}`}
                onClick={() => deleteSavedMix(s.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ShareMix() {
  const prefs = useAtomValue(soundscapePrefsAtom);
  const [shown, setShown] = useState<{ link: string; copied: boolean } | null>(null);
  const { t } = useLingui();
  const audible = useAfterHydration(isAudible(prefs.mix), false);
  async function share() {
    const url = new URL(window.location.href);
    url.hash = '';
    // Set by hand: URLSearchParams would escape the "~" the value is made of (it needs no escaping).
    url.search = `?${SHARE_PARAM}=${encodeMix(prefs.mix)}`;
    const link = url.toString();
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // Copying is not allowed here (an insecure page, a denied permission): the link is shown to copy by hand.
    }
    setShown({ link, copied });
  }
  return (
    <div className="soundscape-share">
      <button
        type="button"
        className="soundscape-action"
        disabled={!audible}
        data-testid="soundscape-share"
        onClick={() => void share()}
      >
        <Trans>Share mix</Trans>
      </button>
      {shown ? (
        <p role="status" className="soundscape-share-status">
          {shown.copied ? t`Link copied.` : t`Copy this link:`}{' '}
          <input
            type="text"
            readOnly
            value={shown.link}
            aria-label={t`Link to this mix`}
            data-testid="soundscape-share-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      ) : null}
    </div>
  );
}

/** A shared link (`?soundscape=…`) sets its mix once, without playing, and leaves the address clean. */
function useSharedLink(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const mix = decodeMix(url.searchParams.get(SHARE_PARAM));
    if (!url.searchParams.has(SHARE_PARAM)) return;
    url.searchParams.delete(SHARE_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (mix) applyMix(mix, false);
  }, []);
}

/**
 * While the soundscape plays and no music has claimed the Media Session, the system's media controls (lock screen,
 * notification, hardware keys' overlay) show that a soundscape plays and which layers. Music, when it plays,
 * replaces this with its track.
 */
function useMediaSession(playing: boolean, title: string, layers: string): void {
  useEffect(() => {
    const session = 'mediaSession' in navigator ? navigator.mediaSession : null;
    if (!playing || !session || typeof MediaMetadata !== 'function') return;
    if (session.metadata && session.metadata.artist !== title) return;
    session.metadata = new MediaMetadata({ title: layers, artist: title, album: 'Pomolo' });
    return () => {
      if (session.metadata?.artist === title) session.metadata = null;
    };
  }, [playing, title, layers]);
}
