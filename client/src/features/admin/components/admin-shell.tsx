import type { ReactNode } from 'react';
import { useOnline } from '../use-online.ts';
import { OfflineNotice } from './offline-notice.tsx';
import '../admin.css';

/** The frame of every admin page: English only, with the offline notice on top when the network is gone. */
export function AdminShell({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <div className="admin-area" lang="en-US">
      {!online && <OfflineNotice />}
      {children}
    </div>
  );
}
