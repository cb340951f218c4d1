import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAdminQueryClient } from '../queries.ts';
import { useOnline } from '../use-online.ts';
import { OfflineNotice } from './offline-notice.tsx';
import '../admin.css';

/**
 * The frame of every admin page: English only, the admin area's query cache, and the offline notice on top
 * when the network is gone.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <QueryClientProvider client={getAdminQueryClient()}>
      <div className="admin-area" lang="en-US">
        {!online && <OfflineNotice />}
        {children}
      </div>
    </QueryClientProvider>
  );
}
