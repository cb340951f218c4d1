import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { logout } from '../api.ts';
import { DashboardContext, type DashboardContextValue } from '../dashboard-context.ts';
import { callFailure, LIBRARY_LOADED, libraryFailureMessage, STATUS_CLEAR_MS } from '../messages.ts';
import { adminKeys, libraryQuery, setSession, statsQuery } from '../queries.ts';
import { LOGIN_PATH } from '../redirect.ts';
import { useAnnouncedLoad } from '../use-announced-load.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useStatus } from '../use-status.ts';
import { ActivityPanel } from './activity-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { MusicLibrary } from './music-library.tsx';
import { RecommendationsPanel } from './recommendations-panel.tsx';
import { StatusBanner } from './status-banner.tsx';
import { TabList, tabPanelProps } from './tabs.tsx';

type Section = 'music' | 'recommendations' | 'messages' | 'activity';

const SECTIONS = [
  { id: 'music', label: 'Music Library' },
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'messages', label: 'Messages' },
] as const;

/**
 * The admin dashboard (SPEC.md §2): header, status banner, stat tiles and the sections. The counter strip that
 * repeated the stat tiles is gone (issue 25); the music library lists each category's tracks.
 */
export function Dashboard({ username }: { username: string }) {
  const { t } = useLingui();
  const sections = useMemo(() => [...SECTIONS, { id: 'activity' as const, label: t`Activity` }], [t]);
  useDocumentTitle('Music Admin · Pomolo');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, show } = useStatus();
  const library = useQuery(libraryQuery());
  const stats = useQuery(statsQuery());
  const [refreshCount, setRefreshCount] = useState(0);
  const [section, setSection] = useState<Section>('music');
  const [busy, setBusy] = useState(false);

  // On arrival, and on Refresh while the music library is shown, the banner says how the library load went.
  useAnnouncedLoad(refreshCount, {
    query: libraryQuery(),
    onLoaded: () => {
      if (section === 'music') show(LIBRARY_LOADED, 'success', STATUS_CLEAR_MS.library);
    },
    onFailed: (error) => {
      if (section === 'music') show(libraryFailureMessage(callFailure(error)), 'error', STATUS_CLEAR_MS.library);
    },
  });

  /** Reloads everything the dashboard shows; the open section announces its own load. */
  const refresh = async () => {
    setBusy(true);
    setRefreshCount((c) => c + 1);
    // Loads already under way are joined, not restarted: they answer the same question.
    await queryClient.invalidateQueries({ queryKey: adminKeys.all }, { cancelRefetch: false });
    setBusy(false);
  };

  const signOut = async () => {
    await logout();
    await navigate({ to: LOGIN_PATH, replace: true });
    setSession(queryClient, { kind: 'signed-out' });
  };

  // SPEC.md §8: after a failed library load the category list is emptied.
  const categories = useMemo(() => (library.isSuccess ? library.data : []), [library.isSuccess, library.data]);
  const libraryLoaded = library.isSuccess || library.isError;
  const context = useMemo<DashboardContextValue>(() => ({ categories, showStatus: show }), [categories, show]);

  return (
    <DashboardContext.Provider value={context}>
      <main
        className="admin-dashboard"
        data-testid="admin-dashboard"
        data-library={libraryLoaded ? 'loaded' : 'loading'}
      >
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

        {stats.data?.generating && <GeneratingNote {...stats.data.generating} />}

        <section aria-label="Statistics" className="admin-stats" data-testid="admin-stats">
          <StatTile label="Categories" value={stats.data?.totalCategories} icon="📁" />
          <StatTile label="Tracks" value={stats.data?.totalTracks} icon="🎵" />
          <StatTile label="Recent" value={stats.data?.recentUploads} icon="🆕" hint="Added in the last 7 days" />
          <StatTile label="Plays" value={stats.data?.totalPlays} icon="▶️" hint="Plays counted on the site" />
        </section>

        <TabList
          idPrefix="admin-section"
          label="Admin sections"
          tabs={sections}
          active={section}
          onChange={setSection}
        />
        <div {...tabPanelProps('admin-section', section)} className="admin-section-panel">
          {section === 'music' && <MusicLibrary />}
          {section === 'recommendations' && <RecommendationsPanel refreshKey={refreshCount} />}
          {section === 'messages' && <MessagesPanel refreshKey={refreshCount} />}
          {section === 'activity' && <ActivityPanel refreshKey={refreshCount} />}
        </div>
      </main>
    </DashboardContext.Provider>
  );
}

/** A fresh server makes its music library in the background for a few minutes: say how far it is. */
function GeneratingNote({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <p className="admin-generating" role="status" data-testid="admin-generating">
      <span aria-hidden="true">⏳ </span>
      {t`Generating the music library: ${done} of ${total}`}
    </p>
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
