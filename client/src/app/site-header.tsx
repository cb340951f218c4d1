import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { InstallButton } from '../features/offline/components/install-button.tsx';
import { NetworkStatus } from '../features/offline/components/network-status.tsx';
import { SettingsButton } from '../features/settings/components/settings-button.tsx';
import { ThemeToggle } from '../features/theme/components/theme-toggle.tsx';
import { langParam } from '../lib/i18n.ts';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { useCurrentLanguage } from '../lib/use-current-language.ts';
import { BrandLogo } from './brand-logo.tsx';
import { MiniTimerButton } from './mini-timer-button.tsx';
import './site-header.css';

export function SiteHeader() {
  const { t } = useLingui();
  const language = useCurrentLanguage();
  const stats = t`Stats`;
  return (
    <header className="site-header">
      <Link
        to="/{-$lang}"
        params={{ lang: langParam(language) }}
        className="brand"
        aria-label="Pomolo"
        data-testid="brand"
      >
        <BrandLogo />
        <span className="brand-name">Pomolo</span>
      </Link>
      <div className="site-header-actions">
        <MiniTimerButton />
        <NetworkStatus />
        <InstallButton />
        <LanguageSwitcher />
        <ThemeToggle />
        <Link
          to="/{-$lang}/stats"
          params={{ lang: langParam(language) }}
          className="header-button"
          style={{ textDecoration: 'none' }}
          aria-label={stats}
          title={stats}
          data-testid="stats-link"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 20V10h3.5v10H4zm6.25 0V4h3.5v16h-3.5zm6.25 0v-7H20v7h-3.5z" />
          </svg>
        </Link>
        <SettingsButton />
      </div>
    </header>
  );
}
