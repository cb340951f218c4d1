import { Link } from '@tanstack/react-router';
import { InstallButton } from '../features/offline/components/install-button.tsx';
import { NetworkStatus } from '../features/offline/components/network-status.tsx';
import { SettingsButton } from '../features/settings/components/settings-button.tsx';
import { ThemeToggle } from '../features/theme/components/theme-toggle.tsx';
import { langParam } from '../lib/i18n.ts';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { useCurrentLanguage } from '../lib/use-current-language.ts';
import './site-header.css';

export function SiteHeader() {
  const language = useCurrentLanguage();
  return (
    <header className="site-header">
      <Link
        to="/{-$lang}"
        params={{ lang: langParam(language) }}
        className="brand"
        aria-label="Pomolo"
        data-testid="brand"
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="brand-name">Pomolo</span>
      </Link>
      <div className="site-header-actions">
        <NetworkStatus />
        <InstallButton />
        <LanguageSwitcher />
        <ThemeToggle />
        <SettingsButton />
      </div>
    </header>
  );
}
