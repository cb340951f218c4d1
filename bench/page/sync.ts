// Code the sync benchmark runs inside the page, type-checked with the DOM library (tsconfig.bench-page.json).
// Playwright sends each function's source to the page: a function here may use only its arguments and the page's
// globals, and must not name an inner function (tsx would wrap it in a `__name()` the page does not have).

/** Submits the task form already filled in, returning the wall-clock time of the submission (epoch ms). */
export function submitTaskForm(): number {
  const input = document.querySelector<HTMLInputElement>('[data-testid="task-title-input"]');
  const at = Date.now();
  input?.form?.requestSubmit();
  return at;
}
