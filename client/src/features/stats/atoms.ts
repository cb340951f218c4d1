import { atom } from 'jotai';
import { cycleSettingsAtom } from '../../lib/timer-bridge.ts';

/**
 * The daily goal from the timer settings (focus sessions per day, null when off). A derived atom of a
 * primitive: the page re-renders when the goal changes, not on every tick of a running timer.
 */
export const dailyGoalAtom = atom((get) => get(cycleSettingsAtom).dailyGoal);
