import { createContext, useContext } from 'react';
import type { ShowStatus } from './use-status.ts';
import type { AdminCategory } from '#shared/admin-api.ts';

/**
 * What every part of the dashboard shares: the categories and the status banner. The data itself lives in the
 * query cache (queries.ts); a change made here invalidates what it changed there.
 */
export interface DashboardContextValue {
  categories: AdminCategory[];
  showStatus: ShowStatus;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard must be used inside the admin dashboard');
  return value;
}
