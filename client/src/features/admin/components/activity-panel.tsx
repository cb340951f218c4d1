import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditAction, AuditEntry } from '#shared/audit.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatAdminDate } from '../format.ts';
import { activityQuery } from '../queries.ts';
import { useAnnouncedLoad } from '../use-announced-load.ts';
import { Pager } from './pager.tsx';

/** What each audit action means, in the admin's language. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'sign-in.success': msg`Signed in`,
  'sign-in.failure': msg`Failed sign-in`,
  'sign-out': msg`Signed out`,
  'track.upload': msg`Uploaded a track`,
  'track.edit': msg`Edited a track`,
  'track.delete': msg`Deleted a track`,
  'category.create': msg`Created a category`,
  'category.translations': msg`Changed a category's translations`,
  'recommendation.status': msg`Changed a recommendation's status`,
  'recommendation.delete': msg`Deleted a recommendation`,
};

function EntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const failure = entry.action === 'sign-in.failure';
  const address = entry.ip ?? '?';
  const target = entry.targetType && entry.targetId ? `${entry.targetType} #${entry.targetId}` : '';
  const what = [target, entry.summary].filter(Boolean).join(' · ');
  return (
    <li className="admin-rec" data-testid="activity-entry" data-action={entry.action}>
      <div className="admin-rec-head">
        <span className={`admin-pill admin-activity-pill ${failure ? 'admin-pill-failure' : 'admin-pill-neutral'}`}>
          {i18n._(ACTION_LABELS[entry.action])}
        </span>
        <strong>{entry.actor || '—'}</strong>
        <time dateTime={entry.at} className="admin-muted">
          {formatAdminDate(entry.at)}
        </time>
      </div>
      {what && <p className="admin-rec-message">{what}</p>}
      <p className="admin-muted admin-activity-from" title={entry.userAgent ?? undefined}>
        {t`From ${address}`}
        {entry.userAgent ? ` · ${entry.userAgent}` : ''}
      </p>
    </li>
  );
}

/** The admin audit log (issue 12 item 5): who did what, when and from where, latest first, paginated. */
export function ActivityPanel({ refreshKey }: { refreshKey: number }) {
  const { t } = useLingui();
  const { showStatus } = useDashboard();
  const [page, setPage] = useState(1);
  const activity = useQuery({ ...activityQuery(page), placeholderData: keepPreviousData });
  const data = activity.isError ? undefined : activity.data;
  const failed = activity.isError;
  const total = data?.total ?? 0;
  const loadFailed = t`❌ Failed to load the activity log`;

  useAnnouncedLoad(refreshKey, {
    query: activityQuery(page),
    onLoaded: () => undefined,
    onFailed: () => showStatus(loadFailed, 'error'),
  });

  return (
    <div className="admin-messages" data-testid="activity-panel">
      <h2 className="admin-section-title">{t`Activity`}</h2>
      {failed && (
        <p className="admin-form-error" role="alert">
          {loadFailed}
        </p>
      )}
      {!data && !failed && (
        <p className="admin-muted" role="status">
          {activity.fetchStatus === 'paused' ? t`Waiting for the network...` : t`Loading activity...`}
        </p>
      )}
      {data && data.entries.length === 0 && <p className="admin-empty">{t`No activity yet.`}</p>}
      {data && data.entries.length > 0 && (
        <>
          <p className="admin-muted">{t`Entries: ${total}`}</p>
          <ul className="admin-rec-list admin-activity-list">
            {data.entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager label={t`Activity pages`} page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
