import { atom } from 'jotai';
import { timerSnapshotAtom } from '../../lib/timer-bridge.ts';
import { dailyGoalOf } from './daily-goal.ts';

/**
 * The daily goal, from the timer settings (see daily-goal.ts). A derived atom: the page re-renders
 * when the goal changes, not on every tick of a running timer.
 */
export const dailyGoalAtom = atom((get) => dailyGoalOf(get(timerSnapshotAtom).state.durations));
