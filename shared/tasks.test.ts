import { describe, expect, it } from 'vitest';
import {
  addTask,
  applyTaskAction,
  clearFinished,
  countFocus,
  currentTask,
  deleteTask,
  editTask,
  EMPTY_TASK_LIST,
  moveTask,
  parseTaskList,
  restoreTask,
  setCurrentTask,
  setTaskDone,
  TASK_TITLE_MAX,
  type TaskAction,
  type TaskList,
} from './tasks.ts';

function three(): TaskList {
  let list = addTask(EMPTY_TASK_LIST, 'a', 'Write report', 4);
  list = addTask(list, 'b', 'Read chapter 3', 2);
  return addTask(list, 'c', 'Email Sam', 1);
}

const titles = (list: TaskList) => list.tasks.map((t) => t.title);

describe('tasks', () => {
  it('add with a clean title and a clamped estimate; the first becomes current; empty titles add nothing', () => {
    const list = three();
    expect(titles(list)).toEqual(['Write report', 'Read chapter 3', 'Email Sam']);
    expect(list.currentId).toBe('a');
    expect(addTask(list, 'd', '   ', 3)).toBe(list);
    const odd = addTask(EMPTY_TASK_LIST, 'x', '  many   spaces\n', 99);
    expect(odd.tasks[0]).toMatchObject({ title: 'many spaces', estimate: 20, completed: 0, done: false });
    expect(addTask(EMPTY_TASK_LIST, 'y', 'z', 0).tasks[0].estimate).toBe(1);
    expect(addTask(EMPTY_TASK_LIST, 'y', 'x'.repeat(500), 1).tasks[0].title).toHaveLength(TASK_TITLE_MAX);
  });

  it('completed focus sessions count toward the current task only ("2/4")', () => {
    let list = countFocus(countFocus(three()));
    expect(currentTask(list)).toMatchObject({ id: 'a', completed: 2, estimate: 4 });
    list = countFocus(setCurrentTask(list, 'b'));
    expect(list.tasks.map((t) => t.completed)).toEqual([2, 1, 0]);
    expect(countFocus(setCurrentTask(list, null))).toEqual(setCurrentTask(list, null));
  });

  it('edit title and estimate; an empty title keeps the old one', () => {
    const list = editTask(three(), 'b', { title: 'Read chapter 4', estimate: 3 });
    expect(list.tasks[1]).toMatchObject({ title: 'Read chapter 4', estimate: 3 });
    expect(editTask(list, 'b', { title: '  ' }).tasks[1].title).toBe('Read chapter 4');
    expect(editTask(list, 'b', { title: 'Read chapter 4' })).toBe(list);
  });

  it('reorder to any position, clamped to the list', () => {
    const list = three();
    expect(titles(moveTask(list, 'c', 0))).toEqual(['Email Sam', 'Write report', 'Read chapter 3']);
    expect(titles(moveTask(list, 'a', 1))).toEqual(['Read chapter 3', 'Write report', 'Email Sam']);
    expect(titles(moveTask(list, 'a', 99))).toEqual(['Read chapter 3', 'Email Sam', 'Write report']);
    expect(moveTask(list, 'a', -1)).toBe(list);
    expect(moveTask(list, 'missing', 0)).toBe(list);
  });

  it('done stops a task being current and can be undone; a done task cannot be made current', () => {
    let list = setTaskDone(three(), 'a', true);
    expect(list.currentId).toBeNull();
    expect(setCurrentTask(list, 'a')).toBe(list);
    list = setTaskDone(list, 'a', false);
    expect(list.tasks[0].done).toBe(false);
    expect(setCurrentTask(list, 'a').currentId).toBe('a');
  });

  it('delete and clear finished', () => {
    let list = deleteTask(three(), 'a');
    expect(titles(list)).toEqual(['Read chapter 3', 'Email Sam']);
    expect(list.currentId).toBeNull();
    list = setTaskDone(list, 'c', true);
    expect(titles(clearFinished(list))).toEqual(['Read chapter 3']);
    expect(clearFinished(clearFinished(list))).toEqual(clearFinished(list));
  });

  it('restore puts a deleted task back where it was, current again, and only once (Undo)', () => {
    const before = setCurrentTask(three(), 'b');
    const task = before.tasks[1];
    const after = deleteTask(before, 'b');
    const restored = applyTaskAction(after, { type: 'restore', task, index: 1, wasCurrent: true }, () => 'x');
    expect(restored).toEqual(before);
    expect(restoreTask(restored, task, 1, true)).toBe(restored);
    // Another task became current meanwhile: it stays current.
    expect(restoreTask(setCurrentTask(after, 'c'), task, 1, true).currentId).toBe('c');
    expect(titles(restoreTask(after, task, 99, false))).toEqual(['Write report', 'Email Sam', 'Read chapter 3']);
  });

  it('read storage defensively: bad entries dropped, duplicates kept once, a current done task cleared', () => {
    expect(parseTaskList(null)).toEqual(EMPTY_TASK_LIST);
    expect(parseTaskList({ tasks: 'no' })).toEqual(EMPTY_TASK_LIST);
    const list = parseTaskList({
      tasks: [
        { id: 'a', title: 'Ok', estimate: 50, completed: 3, done: false },
        { id: 'a', title: 'Duplicate', estimate: 1 },
        { id: 'b', title: '', estimate: 1 },
        { id: 'c', title: 'Done', estimate: 2, completed: -4, done: true },
        'junk',
      ],
      currentId: 'c',
    });
    expect(list).toEqual({
      tasks: [
        { id: 'a', title: 'Ok', estimate: 20, completed: 3, done: false },
        { id: 'c', title: 'Done', estimate: 2, completed: 0, done: true },
      ],
      currentId: null,
    });
    const roundTrip = countFocus(three());
    expect(parseTaskList(JSON.parse(JSON.stringify(roundTrip)))).toEqual(roundTrip);
  });

  it("applies the controls' actions as the functions above, naming added tasks with newId", () => {
    const ids = ['n1', 'n2'];
    const apply = (list: TaskList, ...actions: TaskAction[]) =>
      actions.reduce((next, action) => applyTaskAction(next, action, () => ids.shift()!), list);
    const list = apply(
      three(),
      { type: 'add', title: 'Plan week', estimate: 2 },
      { type: 'edit', id: 'b', title: 'Read chapter 4', estimate: 3 },
      { type: 'move', id: 'n1', toIndex: 0 },
      { type: 'current', id: 'c' },
      { type: 'done', id: 'a', done: true },
      { type: 'delete', id: 'c' },
    );
    expect(list).toEqual({
      tasks: [
        { id: 'n1', title: 'Plan week', estimate: 2, completed: 0, done: false },
        { id: 'a', title: 'Write report', estimate: 4, completed: 0, done: true },
        { id: 'b', title: 'Read chapter 4', estimate: 3, completed: 0, done: false },
      ],
      currentId: null,
    });
    expect(titles(apply(list, { type: 'clear-finished' }))).toEqual(['Plan week', 'Read chapter 4']);
    expect(apply(list, { type: 'add', title: '  ', estimate: 1 })).toBe(list);
  });
});

describe('a task’s label (issue 30)', () => {
  it('is set, changed and taken away by id, and kept when the list is read back', () => {
    const list = applyTaskAction(EMPTY_TASK_LIST, { type: 'add', title: 'Write', estimate: 2 }, () => 'a');
    const labelled = applyTaskAction(list, { type: 'label', id: 'a', labelId: 'thesis' }, () => 'x');
    expect(labelled.tasks[0].labelId).toBe('thesis');
    expect(applyTaskAction(labelled, { type: 'label', id: 'a', labelId: 'thesis' }, () => 'x')).toBe(labelled);
    expect(parseTaskList(JSON.parse(JSON.stringify(labelled)))).toEqual(labelled);
    const cleared = applyTaskAction(labelled, { type: 'label', id: 'a', labelId: null }, () => 'x');
    expect(cleared.tasks[0]).not.toHaveProperty('labelId');
    expect(parseTaskList({ tasks: [{ id: 'a', title: 'T', labelId: 7 }] }).tasks[0]).not.toHaveProperty('labelId');
  });
});
