import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { COLOR_THEMES, type ThemeMode } from '#shared/themes.ts';
import { colorThemeAtom, setColorThemeAtom, setThemeModeAtom, storedThemeModeAtom } from '../atoms.ts';
import { COLOR_THEME_LABELS } from '../labels.ts';

/** Appearance: light, dark or system mode, and the six colour themes. */
export function ThemeSettings() {
  const { i18n, t } = useLingui();
  const stored = useAtomValue(storedThemeModeAtom);
  const colorTheme = useAtomValue(colorThemeAtom);
  const setMode = useSetAtom(setThemeModeAtom);
  const setColorTheme = useSetAtom(setColorThemeAtom);

  const modes: { value: ThemeMode | null; id: string; label: string }[] = [
    { value: 'light', id: 'light', label: t`Light` },
    { value: 'dark', id: 'dark', label: t`Dark` },
    { value: null, id: 'system', label: t`System` },
  ];

  return (
    <section className="settings-section" aria-labelledby="settings-appearance-title">
      <h3 id="settings-appearance-title">
        <Trans>Appearance</Trans>
      </h3>
      <fieldset className="mode-options">
        <legend>
          <Trans>Mode</Trans>
        </legend>
        {modes.map((mode) => (
          <label key={mode.id} className="mode-option">
            <input
              type="radio"
              name="theme-mode"
              value={mode.id}
              checked={stored === mode.value}
              data-testid={`theme-mode-${mode.id}`}
              onChange={() => setMode(mode.value)}
            />
            <span>{mode.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="color-theme-options">
        <legend>
          <Trans>Color theme</Trans>
        </legend>
        <div className="color-theme-grid">
          {COLOR_THEMES.map((theme) => (
            <label key={theme.id} className="color-theme-option">
              <input
                type="radio"
                name="color-theme"
                value={theme.name}
                checked={colorTheme === theme.name}
                data-testid={`color-theme-${theme.id}`}
                onChange={() => setColorTheme(theme.name)}
              />
              <span className="color-theme-swatch" aria-hidden="true">
                <span style={{ background: theme.gradient }} />
                <span style={{ background: theme.breakGradient }} />
              </span>
              <span className="color-theme-name">{i18n._(COLOR_THEME_LABELS[theme.name])}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
