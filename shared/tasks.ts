/**
 * The optional task list under the timer (issue 13), as pure functions over an immutable list.
 * Stored on this device only; every function returns a new list (or the same one when nothing changes).
 */

export const TASK_TITLE_MAX = 120;
export const TASK_ESTIMATE_MIN = 1;
export const TASK_ESTIMATE_MAX = 20;
export const DEFAULT_TASK_ESTIMATE = 1;
/** More than anyone keeps under a timer; stops a runaway list from filling storage. */
export const TASKS_LIMIT = 200;

/** localStorage key of the task list. */
export const TASKS_STORAGE_KEY = 'tasks';
/** How long a deleted task can be brought back with Undo (issue 25). */
export const TASK_UNDO_MS = 5000;

export interface Task {
  id: string;
  title: string;
  /** Estimated pomodoros, 1–20. */
  estimate: number;
  /** Focus sessions completed while this was the current task. */
  completed: number;
  done: boolean;
  /** Its label's id (issue 30): the default label of a focus while this is the current task. */
  labelId?: string;
}

export interface TaskList {
  tasks: Task[];
  /** The task completed focus sessions count toward; null when none is chosen. */
  currentId: string | null;
}

export const EMPTY_TASK_LIST: TaskList = { tasks: [], currentId: null };

/** A title as stored: whitespace collapsed, at most TASK_TITLE_MAX characters; empty means invalid. */
export function cleanTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim().slice(0, TASK_TITLE_MAX);
}

export function clampEstimate(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_TASK_ESTIMATE;
  return Math.min(TASK_ESTIMATE_MAX, Math.max(TASK_ESTIMATE_MIN, Math.round(value)));
}

/**
 * Adds a task at the end. The first task added to a list without a current task becomes current,
 * so counting works without an extra click. An empty title adds nothing.
 */
export function addTask(list: TaskList, id: string, title: string, estimate: number): TaskList {
  const clean = cleanTitle(title);
  if (!clean || list.tasks.length >= TASKS_LIMIT || list.tasks.some((t) => t.id === id)) return list;
  const task: Task = { id, title: clean, estimate: clampEstimate(estimate), completed: 0, done: false };
  return { tasks: [...list.tasks, task], currentId: list.currentId ?? id };
}

/** Changes a task's title and/or estimate; an empty title keeps the old one. */
export function editTask(list: TaskList, id: string, change: { title?: string; estimate?: number }): TaskList {
  let changed = false;
  const tasks = list.tasks.map((task) => {
    if (task.id !== id) return task;
    const title = change.title === undefined ? task.title : cleanTitle(change.title) || task.title;
    const estimate = change.estimate === undefined ? task.estimate : clampEstimate(change.estimate);
    if (title === task.title && estimate === task.estimate) return task;
    changed = true;
    return { ...task, title, estimate };
  });
  return changed ? { ...list, tasks } : list;
}

/** Moves a task to `toIndex` (clamped into the list). */
export function moveTask(list: TaskList, id: string, toIndex: number): TaskList {
  const from = list.tasks.findIndex((t) => t.id === id);
  if (from < 0) return list;
  const to = Math.min(list.tasks.length - 1, Math.max(0, Math.trunc(toIndex)));
  if (to === from) return list;
  const tasks = [...list.tasks];
  const [task] = tasks.splice(from, 1);
  tasks.splice(to, 0, task);
  return { ...list, tasks };
}

/** Makes a task current (a done task cannot be); null clears the choice. */
export function setCurrentTask(list: TaskList, id: string | null): TaskList {
  if (id !== null && !list.tasks.some((t) => t.id === id && !t.done)) return list;
  return id === list.currentId ? list : { ...list, currentId: id };
}

/** Marks a task done (it stops being current) or not done again. */
export function setTaskDone(list: TaskList, id: string, done: boolean): TaskList {
  const task = list.tasks.find((t) => t.id === id);
  if (!task || task.done === done) return list;
  return {
    tasks: list.tasks.map((t) => (t.id === id ? { ...t, done } : t)),
    currentId: done && list.currentId === id ? null : list.currentId,
  };
}

export function deleteTask(list: TaskList, id: string): TaskList {
  if (!list.tasks.some((t) => t.id === id)) return list;
  return {
    tasks: list.tasks.filter((t) => t.id !== id),
    currentId: list.currentId === id ? null : list.currentId,
  };
}

/**
 * Puts a deleted task back where it was (Undo, issue 25), current again if it was. Nothing changes if a task with
 * its id is there already (another tab undid it) or the list is full.
 */
export function restoreTask(list: TaskList, task: Task, index: number, wasCurrent: boolean): TaskList {
  if (list.tasks.some((t) => t.id === task.id) || list.tasks.length >= TASKS_LIMIT) return list;
  const at = Math.max(0, Math.min(list.tasks.length, index));
  return {
    tasks: [...list.tasks.slice(0, at), task, ...list.tasks.slice(at)],
    currentId: wasCurrent && list.currentId === null ? task.id : list.currentId,
  };
}

/** Gives a task a label (an id), or takes it away (null). */
export function setTaskLabel(list: TaskList, id: string, labelId: string | null): TaskList {
  const task = list.tasks.find((t) => t.id === id);
  if (!task || (task.labelId ?? null) === labelId) return list;
  return {
    ...list,
    tasks: list.tasks.map((t) => {
      if (t.id !== id) return t;
      const { labelId: _old, ...rest } = t;
      return labelId ? { ...rest, labelId } : rest;
    }),
  };
}

/** Removes every finished task. */
export function clearFinished(list: TaskList): TaskList {
  if (!list.tasks.some((t) => t.done)) return list;
  return { ...list, tasks: list.tasks.filter((t) => !t.done) };
}

/** A completed focus session counts toward the current task (nothing happens without one). */
export function countFocus(list: TaskList): TaskList {
  if (list.currentId === null) return list;
  return {
    ...list,
    tasks: list.tasks.map((t) => (t.id === list.currentId ? { ...t, completed: t.completed + 1 } : t)),
  };
}

export function currentTask(list: TaskList): Task | null {
  return list.tasks.find((t) => t.id === list.currentId) ?? null;
}

/** Reads a stored list (parsed JSON of unknown shape): invalid tasks are dropped, numbers clamped. */
export function parseTaskList(value: unknown): TaskList {
  if (typeof value !== 'object' || value === null) return EMPTY_TASK_LIST;
  const v = value as { tasks?: unknown; currentId?: unknown };
  if (!Array.isArray(v.tasks)) return EMPTY_TASK_LIST;
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const raw of v.tasks.slice(0, TASKS_LIMIT)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const t = raw as Record<string, unknown>;
    const title = typeof t.title === 'string' ? cleanTitle(t.title) : '';
    if (typeof t.id !== 'string' || !t.id || seen.has(t.id) || !title) continue;
    seen.add(t.id);
    tasks.push({
      id: t.id,
      title,
      estimate: clampEstimate(t.estimate),
      completed: Number.isInteger(t.completed) && (t.completed as number) > 0 ? (t.completed as number) : 0,
      done: t.done === true,
      ...(typeof t.labelId === 'string' && t.labelId ? { labelId: t.labelId } : {}),
    });
  }
  const currentId =
    typeof v.currentId === 'string' && tasks.some((t) => t.id === v.currentId && !t.done) ? v.currentId : null;
  return { tasks, currentId };
}

/** What the task list's controls ask for (the client's task atoms apply it to the stored list). */
export type TaskAction =
  | { type: 'add'; title: string; estimate: number }
  | { type: 'edit'; id: string; title: string; estimate: number }
  | { type: 'move'; id: string; toIndex: number }
  | { type: 'current'; id: string | null }
  | { type: 'done'; id: string; done: boolean }
  | { type: 'delete'; id: string }
  | { type: 'restore'; task: Task; index: number; wasCurrent: boolean }
  | { type: 'clear-finished' }
  | { type: 'label'; id: string; labelId: string | null };

/** Applies an action to a list; `newId` names the task an `add` creates. */
export function applyTaskAction(list: TaskList, action: TaskAction, newId: () => string): TaskList {
  switch (action.type) {
    case 'add':
      return addTask(list, newId(), action.title, action.estimate);
    case 'edit':
      return editTask(list, action.id, { title: action.title, estimate: action.estimate });
    case 'move':
      return moveTask(list, action.id, action.toIndex);
    case 'current':
      return setCurrentTask(list, action.id);
    case 'done':
      return setTaskDone(list, action.id, action.done);
    case 'delete':
      return deleteTask(list, action.id);
    case 'restore':
      return restoreTask(list, action.task, action.index, action.wasCurrent);
    case 'clear-finished':
      return clearFinished(list);
    case 'label':
      return setTaskLabel(list, action.id, action.labelId);
  }
}
