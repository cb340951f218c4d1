import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { findLabel, LABEL_COLOR_HEX } from '#shared/labels.ts';
import { clampEstimate, DEFAULT_TASK_ESTIMATE, EMPTY_TASK_LIST, TASK_UNDO_MS, type Task } from '#shared/tasks.ts';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { labelsAtom } from '../../../lib/labels.ts';
import { taskActionAtom, taskListAtom } from '../atoms.ts';
import { DayPlan } from './day-plan.tsx';
import { TaskFields } from './task-fields.tsx';
import '../tasks.css';

/**
 * The optional task list under the timer: add (title and estimated pomodoros), edit, reorder (buttons,
 * or Alt+↑/↓ on a task), choose the current task, done/undo, delete (with Undo for 5 s), clear finished.
 */
export function TaskList() {
  const { t } = useLingui();
  // Stored in this browser: the prerendered page has no tasks, and the take-over must render it so (decision 0007).
  const list = useAfterHydration(useAtomValue(taskListAtom), EMPTY_TASK_LIST);
  const act = useSetAtom(taskActionAtom);
  const id = useId();
  const fieldId = `${id}-new`;
  const [title, setTitle] = useState('');
  const [estimate, setEstimate] = useState(String(DEFAULT_TASK_ESTIMATE));
  // After a move, focus follows the moved task's button (the list re-renders in the new order).
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  // The task being dragged with a pointer (the buttons and Alt+↑/↓ do the same from the keyboard).
  const [dragId, setDragId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  // The task just deleted, which Undo puts back, for TASK_UNDO_MS (not counted while the pointer or focus is on
  // the Undo bar, so reaching it takes no hurry).
  const [deleted, setDeleted] = useState<{ task: Task; index: number; wasCurrent: boolean } | null>(null);
  const [holdUndo, setHoldUndo] = useState(false);

  useEffect(() => {
    if (deleted === null || holdUndo) return;
    const timer = setTimeout(() => setDeleted(null), TASK_UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted, holdUndo]);

  useEffect(() => {
    if (focusAfterMove === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusAfterMove)}"]`)?.focus();
  }, [focusAfterMove, list]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    act({ type: 'add', title, estimate: clampEstimate(Number(estimate)) });
    setTitle('');
    setEstimate(String(DEFAULT_TASK_ESTIMATE));
  };

  const move = (task: Task, index: number, by: -1 | 1, focusKey: string) => {
    act({ type: 'move', id: task.id, toIndex: index + by });
    setFocusAfterMove(focusKey);
  };

  const remove = (task: Task, index: number) => {
    act({ type: 'delete', id: task.id });
    setDeleted({ task, index, wasCurrent: list.currentId === task.id });
    // Focus stays in the list: on the next task's Delete, else the previous one's, else the new-task box.
    const neighbour = list.tasks[index + 1] ?? list.tasks[index - 1];
    if (neighbour) setFocusAfterMove(`${neighbour.id}:delete`);
    else titleRef.current?.focus();
  };

  const undo = () => {
    if (deleted === null) return;
    act({ type: 'restore', ...deleted });
    setFocusAfterMove(`${deleted.task.id}:delete`);
    setDeleted(null);
    setHoldUndo(false);
  };

  const finished = list.tasks.filter((task) => task.done).length;
  const deletedTitle = deleted?.task.title ?? '';

  return (
    <section className="tasks" aria-labelledby={`${id}-title`} data-testid="tasks">
      <h2 id={`${id}-title`}>
        <Trans>Tasks</Trans>
      </h2>
      <DayPlan tasks={list.tasks} />
      <form className="task-add" noValidate onSubmit={add}>
        <TaskFields
          id={fieldId}
          titleLabel={<Trans>New task</Trans>}
          title={title}
          estimate={estimate}
          onTitle={setTitle}
          onEstimate={setEstimate}
          testIds={{ title: 'task-title-input', estimate: 'task-estimate-input' }}
          titleRef={titleRef}
          placeholder={t`What are you working on?`}
          autoComplete="off"
        />
        <button type="submit" className="task-button task-button-primary" data-testid="task-add">
          <Trans>Add task</Trans>
        </button>
      </form>

      {list.tasks.length === 0 ? (
        <p className="tasks-empty">
          <Trans>No tasks yet. Add one and pick it as current: each finished focus session counts toward it.</Trans>
        </p>
      ) : (
        <ol className="task-items" ref={listRef} data-testid="task-items">
          {list.tasks.map((task, index) => (
            <TaskItem
              key={task.id}
              task={task}
              current={list.currentId === task.id}
              first={index === 0}
              last={index === list.tasks.length - 1}
              onMove={(by, focusKey) => move(task, index, by, focusKey)}
              onDelete={() => remove(task, index)}
              dragging={dragId}
              onDrag={setDragId}
              onDropHere={() => {
                if (dragId !== null) act({ type: 'move', id: dragId, toIndex: index });
                setDragId(null);
              }}
            />
          ))}
        </ol>
      )}
      <div
        className="task-undo"
        role="status"
        data-testid="task-undo"
        onPointerEnter={() => setHoldUndo(true)}
        onPointerLeave={() => setHoldUndo(false)}
        onFocus={() => setHoldUndo(true)}
        onBlur={() => setHoldUndo(false)}
      >
        {deleted !== null && (
          <>
            <span>
              <Trans>Deleted “{deletedTitle}”.</Trans>
            </span>
            <button type="button" className="task-button" data-testid="task-undo-button" onClick={undo}>
              <Trans>Undo</Trans>
            </button>
          </>
        )}
      </div>
      {finished > 0 && (
        <button
          type="button"
          className="task-button"
          data-testid="tasks-clear-finished"
          onClick={() => act({ type: 'clear-finished' })}
        >
          <Trans>Clear finished</Trans>
        </button>
      )}
    </section>
  );
}

function TaskItem({
  task,
  current,
  first,
  last,
  onMove,
  dragging,
  onDrag,
  onDropHere,
  onDelete,
}: {
  task: Task;
  current: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1, focusKey: string) => void;
  dragging: string | null;
  onDrag: (id: string | null) => void;
  onDropHere: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const act = useSetAtom(taskActionAtom);
  const [editing, setEditing] = useState(false);
  const title = task.title;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if ((by < 0 && first) || (by > 0 && last)) return;
    event.preventDefault();
    const key = event.target instanceof HTMLElement ? (event.target.dataset.focusKey ?? `${task.id}:current`) : '';
    onMove(by, key);
  };

  if (editing) return <TaskEditor task={task} onDone={() => setEditing(false)} />;

  return (
    // Alt+↑/↓ anywhere in the task moves it, and so does dragging it (the buttons do the same);
    // the handlers only listen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="task-item"
      data-testid="task-item"
      data-current={current}
      data-done={task.done}
      data-dragging={dragging === task.id}
      draggable
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', task.title);
        onDrag(task.id);
      }}
      onDragOver={(event) => {
        if (dragging !== null) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDropHere();
      }}
      onDragEnd={() => onDrag(null)}
    >
      <input
        type="checkbox"
        className="task-done"
        checked={task.done}
        aria-label={t`Done: ${title}`}
        data-testid="task-done"
        data-focus-key={`${task.id}:done`}
        onChange={(event) => act({ type: 'done', id: task.id, done: event.target.checked })}
      />
      <button
        type="button"
        className="task-title"
        aria-pressed={current}
        disabled={task.done}
        title={current ? t`Current task` : t`Make current task`}
        data-testid="task-current"
        data-focus-key={`${task.id}:current`}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        onClick={() => act({ type: 'current', id: current ? null : task.id })}
      >
        <span className="task-title-text" data-testid="task-title">
          {task.title}
        </span>
        <TaskLabel labelId={task.labelId} />
        {current && (
          <span className="task-current-badge">
            <Trans>Current</Trans>
          </span>
        )}
      </button>
      <span className="task-count" data-testid="task-count">
        <span className="visually-hidden">
          <Trans>Pomodoros done:</Trans>{' '}
        </span>
        {task.completed}/{task.estimate}
      </span>
      <span className="task-actions">
        <button
          type="button"
          className="task-icon"
          aria-label={t`Move up: ${title}`}
          disabled={first}
          data-testid="task-up"
          data-focus-key={`${task.id}:up`}
          onClick={() => onMove(-1, `${task.id}:up`)}
        >
          ↑
        </button>
        <button
          type="button"
          className="task-icon"
          aria-label={t`Move down: ${title}`}
          disabled={last}
          data-testid="task-down"
          data-focus-key={`${task.id}:down`}
          onClick={() => onMove(1, `${task.id}:down`)}
        >
          ↓
        </button>
        <button
          type="button"
          className="task-icon"
          aria-label={t`Edit: ${title}`}
          data-testid="task-edit"
          onClick={() => setEditing(true)}
        >
          ✎
        </button>
        <button
          type="button"
          className="task-icon"
          aria-label={t`Delete: ${title}`}
          data-testid="task-delete"
          data-focus-key={`${task.id}:delete`}
          onClick={onDelete}
        >
          ✕
        </button>
      </span>
    </li>
  );
}

/** A task's label (issue 30) beside its title: its colour and name. */
function TaskLabel({ labelId }: { labelId: string | undefined }) {
  const labels = useAtomValue(labelsAtom);
  const label = findLabel(labels, labelId);
  if (!label) return null;
  const name = label.name;
  return (
    <span className="task-label" data-testid="task-label">
      <span className="task-label-swatch" aria-hidden="true" style={{ background: LABEL_COLOR_HEX[label.color] }} />
      <span className="visually-hidden">
        <Trans>Label: {name}</Trans>
      </span>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}

function TaskEditor({ task, onDone }: { task: Task; onDone: () => void }) {
  const { t } = useLingui();
  const act = useSetAtom(taskActionAtom);
  const fieldId = useId();
  const [title, setTitle] = useState(task.title);
  const [estimate, setEstimate] = useState(String(task.estimate));
  const [labelId, setLabelId] = useState(task.labelId ?? '');
  const labels = useAtomValue(labelsAtom);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    act({ type: 'edit', id: task.id, title, estimate: clampEstimate(Number(estimate)) });
    act({ type: 'label', id: task.id, labelId: labelId || null });
    onDone();
  };

  return (
    <li className="task-item task-item-editing" data-testid="task-item">
      {/* Escape anywhere in the form cancels the edit; the form only listens. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        className="task-edit"
        noValidate
        onSubmit={save}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      >
        <TaskFields
          id={fieldId}
          titleLabel={<Trans>Task</Trans>}
          title={title}
          estimate={estimate}
          onTitle={setTitle}
          onEstimate={setEstimate}
          testIds={{ title: 'task-edit-title', estimate: 'task-edit-estimate' }}
          titleRef={titleRef}
        />
        <div className="task-edit-label">
          <label htmlFor={`${fieldId}-label`}>
            <Trans>Label</Trans>
          </label>
          <select
            id={`${fieldId}-label`}
            value={labelId}
            data-testid="task-edit-label"
            onChange={(event) => setLabelId(event.target.value)}
          >
            <option value="">{t`No label`}</option>
            {labels
              .filter((label) => !label.archived || label.id === task.labelId)
              .map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
          </select>
        </div>
        <span className="task-edit-buttons">
          <button type="submit" className="task-button task-button-primary" data-testid="task-save">
            <Trans>Save</Trans>
          </button>
          <button type="button" className="task-button" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </span>
      </form>
    </li>
  );
}
