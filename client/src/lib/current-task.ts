/**
 * The title of the task completed focus sessions count toward, for whoever records a session (the
 * timer's history). The tasks feature registers the source; features do not import each other, so
 * the two meet here. Null when there is no task list or no current task.
 */

let source: (() => string | null) | null = null;

/** Called once by the tasks feature; returns the cleanup. */
export function provideCurrentTaskTitle(read: () => string | null): () => void {
  source = read;
  return () => {
    if (source === read) source = null;
  };
}

export function currentTaskTitle(): string | null {
  return source?.() ?? null;
}

/** The current task's id and label (issue 30): the default label of a focus phase. */
export interface CurrentTaskRef {
  id: string;
  labelId?: string;
}

let refSource: (() => CurrentTaskRef | null) | null = null;

/** Called once by the tasks feature; returns the cleanup. */
export function provideCurrentTaskRef(read: () => CurrentTaskRef | null): () => void {
  refSource = read;
  return () => {
    if (refSource === read) refSource = null;
  };
}

export function currentTaskRef(): CurrentTaskRef | null {
  return refSource?.() ?? null;
}
