import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchLibrary, fetchStats, logout } from '../api.ts';
import { DashboardContext, type DashboardContextValue } from '../dashboard-context.ts';
import { LIBRARY_LOADED, libraryFailureMessage, STATUS_CLEAR_MS } from '../messages.ts';
import { LOGIN_PATH } from '../redirect.ts';
import type { AdminCategory, LibraryStats } from '../types.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useStatus } from '../use-status.ts';
import { MessagesPanel } from './messages-panel.tsx';
import { MusicLibrary } from './music-library.tsx';
import { RecommendationsPanel } from './recommendations-panel.tsx';
import { StatusBanner } from './status-banner.tsx';
import { TabList, tabPanelProps } from './tabs.tsx';

type Section = 'music' | 'recommendations' | 'messages';

const SECTIONS = [
  { id: 'music', label: 'Music Library' },
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'messages', label: 'Messages' },
] as const;

/** The admin dashboard (SPEC.md §2): header, status banner, counters, stat tiles and the three sections. */
export function Dashboard({ username }: { username: string }) {
  useDocumentTitle('Music Admin · Pomolo');
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  const [libraryLoaded, setLibraryLoaded] = useState(false);
  const [stats, setStats] = useState<LibraryStats | null>(null);
  const [libraryVersion, setLibraryVersion] = useState(0);
  const [refreshCount, setRefreshCount] = useState(0);
  const [section, setSection] = useState<Section>('music');
  const [busy, setBusy] = useState(false);
  const loadId = useRef(0);

  const loadStats = useCallback(async () => {
    const result = await fetchStats();
    if (result.ok) setStats(result.stats);
  }, []);

  /** Loads the library; `announce` says so in the banner (on arrival and Refresh, not after every edit). */
  const loadLibrary = useCallback(
    async (announce: boolean) => {
      const id = ++loadId.current;
      const result = await fetchLibrary();
      if (id !== loadId.current) return;
      setLibraryLoaded(true);
      if (result.ok) {
        setCategories(result.categories);
        if (announce) show(LIBRARY_LOADED, 'success', STATUS_CLEAR_MS.library);
      } else {
        setCategories([]);
        if (result.status !== 401) show(libraryFailureMessage(result), 'error', STATUS_CLEAR_MS.library);
      }
    },
    [show],
  );

  useEffect(() => {
    void loadLibrary(true);
    void loadStats();
  }, [loadLibrary, loadStats]);

  const refresh = async () => {
    setBusy(true);
    setLibraryVersion((v) => v + 1);
    setRefreshCount((c) => c + 1);
    await Promise.all([loadLibrary(section === 'music'), loadStats()]);
    setBusy(false);
  };

  const signOut = async () => {
    await logout();
    void navigate({ to: LOGIN_PATH, replace: true });
  };

  const context = useMemo<DashboardContextValue>(
    () => ({
      categories,
      showStatus: show,
      libraryVersion,
      libraryChanged: () => {
        setLibraryVersion((v) => v + 1);
        void loadLibrary(false);
        void loadStats();
      },
    }),
    [categories, show, libraryVersion, loadLibrary, loadStats],
  );

  const trackCount = categories.reduce((sum, c) => sum + c.tracks.length, 0);

  return (
    <DashboardContext.Provider value={context}>
      <main className="admin-dashboard" data-testid="admin-dashboard">
        <header className="admin-header">
          <h1>
            <span aria-hidden="true">🎵 </span>Music Admin
          </h1>
          <div className="admin-header-actions">
            <button
              type="button"
              className="admin-button"
              onClick={() => void refresh()}
              disabled={busy}
              aria-busy={busy}
            >
              <span aria-hidden="true">⟳ </span>Refresh
            </button>
            <span className="admin-badge" title={`Signed in as ${username}`} data-testid="admin-badge">
              Admin / Super User
            </span>
            <span className="admin-username">
              <span className="admin-visually-hidden">Signed in as </span>
              {username}
            </span>
            <button type="button" className="admin-button" onClick={() => void signOut()}>
              Log out
            </button>
          </div>
        </header>

        <StatusBanner status={status} />

        <section aria-label="Library counters" className="admin-counters" data-testid="admin-counters">
          <p>
            <strong>{libraryLoaded ? categories.length : '…'}</strong> categories ·{' '}
            <strong>{libraryLoaded ? trackCount : '…'}</strong> tracks
          </p>
          {categories.length > 0 && (
            <ul>
              {categories.map((c) => (
                <li key={c.id}>
                  <span aria-hidden="true">{c.icon} </span>
                  {c.name}: <strong>{c.tracks.length}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-label="Statistics" className="admin-stats" data-testid="admin-stats">
          <StatTile label="Categories" value={stats?.totalCategories} icon="📁" />
          <StatTile label="Tracks" value={stats?.totalTracks} icon="🎵" />
          <StatTile label="Recent" value={stats?.recentUploads} icon="🆕" hint="Added in the last 7 days" />
          <StatTile label="Plays" value={stats?.totalPlays} icon="▶️" hint="Plays counted on the site" />
        </section>

        <TabList
          idPrefix="admin-section"
          label="Admin sections"
          tabs={SECTIONS}
          active={section}
          onChange={setSection}
        />
        <div {...tabPanelProps('admin-section', section)} className="admin-section-panel">
          {section === 'music' && <MusicLibrary />}
          {section === 'recommendations' && <RecommendationsPanel refreshKey={refreshCount} />}
          {section === 'messages' && <MessagesPanel refreshKey={refreshCount} />}
        </div>
      </main>
    </DashboardContext.Provider>
  );
}

function StatTile({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: number | undefined;
  icon: string;
  hint?: string;
}) {
  return (
    <div className="admin-stat" data-testid={`stat-${label.toLowerCase()}`} title={hint}>
      <span className="admin-stat-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="admin-stat-value">{value === undefined ? '…' : value.toLocaleString('en-US')}</span>
      <span className="admin-stat-label">{label}</span>
      {hint && <span className="admin-visually-hidden">{hint}</span>}
    </div>
  );
}
