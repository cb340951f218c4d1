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
