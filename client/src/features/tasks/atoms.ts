import { atom } from 'jotai';
import {
  applyTaskAction,
  countFocus,
  currentTask,
  EMPTY_TASK_LIST,
  parseTaskList,
  TASKS_STORAGE_KEY,
  type TaskAction,
  type TaskList,
} from '#shared/tasks.ts';
import { provideCurrentTaskRef, provideCurrentTaskTitle } from '../../lib/current-task.ts';
import { onTimerEvent } from '../../lib/timer-bridge.ts';
import { store } from '../../lib/store.ts';

/**
 * The task list (issue 13): kept in localStorage on this device (and, encrypted, on the visitor's other devices
 * when sync is on: app/sync-wiring.ts), and shared
 * by open tabs through the `storage` event. A completed focus counts toward the current task.
 */

function read(): TaskList {
  try {
    const raw = localStorage.getItem(TASKS_STORAGE_KEY);
    return raw === null ? EMPTY_TASK_LIST : parseTaskList(JSON.parse(raw));
  } catch {
    return EMPTY_TASK_LIST;
  }
}

const listState = atom<TaskList>(typeof localStorage === 'undefined' ? EMPTY_TASK_LIST : read());

export const taskListAtom = atom((get) => get(listState));
export const currentTaskAtom = atom((get) => currentTask(get(listState)));

/** Applies a change to the freshest list (another tab may have written since) and stores it. */
function change(update: (list: TaskList) => TaskList): void {
  const latest = typeof localStorage === 'undefined' ? store.get(listState) : read();
  const next = update(latest);
  store.set(listState, next);
  if (next === latest) return;
  try {
    localStorage.setItem(TASKS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list still works until the page closes.
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const taskActionAtom = atom(null, (_get, _set, action: TaskAction) =>
  change((list) => applyTaskAction(list, action, newId)),
);

/**
 * Counts completed focus sessions toward the current task, and follows changes made in other
 * tabs. Only the tab that runs the timer receives its events, so a session is counted once.
 * Returns the cleanup.
 */
export function installTaskCounting(): () => void {
  const offEvents = onTimerEvent(({ event, mirrored }) => {
    if (event.type === 'phase-ended' && event.phase === 'focus' && !mirrored) change(countFocus);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === TASKS_STORAGE_KEY) store.set(listState, read());
  };
  window.addEventListener('storage', onStorage);
  const offTitle = provideCurrentTaskTitle(() => currentTask(store.get(listState))?.title ?? null);
  const offRef = provideCurrentTaskRef(() => currentTask(store.get(listState)));
  return () => {
    offEvents();
    offTitle();
    offRef();
    window.removeEventListener('storage', onStorage);
  };
}
