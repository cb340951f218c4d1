import { createContext, useContext } from 'react';
import type { ShowStatus } from './use-status.ts';
import type { AdminCategory } from './types.ts';

/** What every part of the dashboard shares: the categories, the status banner and the refresh triggers. */
export interface DashboardContextValue {
  categories: AdminCategory[];
  showStatus: ShowStatus;
  /** Bumped after every change to the catalogue: track lists and stats reload when it moves. */
  libraryVersion: number;
  /** Reloads the library (categories) and the stats after a change, quietly. */
  libraryChanged: () => void;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard must be used inside the admin dashboard');
  return value;
}
