import { describe, expect, it } from 'vitest';
import {
  activeLabels,
  createLabel,
  effectiveLabelId,
  ensureLabels,
  LABEL_COLORS,
  LABEL_NAME_MAX,
  LABELS_LIMIT,
  nextLabelColor,
  parseLabelChoice,
  parseLabels,
  renameLabel,
  setLabelArchived,
  setLabelColor,
  type Label,
} from './labels.ts';

const make = (labels: Label[], id: string, name: string): Label[] => {
  const result = createLabel(labels, id, name);
  if (!result.ok) throw new Error(result.reason);
  return result.labels;
};

describe('label records', () => {
  it('creates a label with a clean name and the first colour no active label has', () => {
    const one = make([], 'a', '  Thesis   writing ');
    expect(one).toEqual([{ id: 'a', name: 'Thesis writing', color: 'blue', archived: false }]);
    const two = make(one, 'b', 'Reading');
    expect(two[1].color).toBe('green');
    expect(nextLabelColor(setLabelArchived(two, 'a', true))).toBe('blue');
  });

  it('never makes two labels of one name: typing it again gives the label there is, back from the archive', () => {
    const labels = setLabelArchived(make([], 'a', 'Code'), 'a', true);
    const again = createLabel(labels, 'b', 'code');
    expect(again).toMatchObject({ ok: true, created: false, label: { id: 'a', name: 'Code', archived: false } });
    expect(again.ok && again.labels).toHaveLength(1);
  });

  it('refuses an empty name, cuts a long one, and stops at the limit', () => {
    expect(createLabel([], 'a', '   ')).toEqual({ ok: false, reason: 'empty' });
    const long = make([], 'a', 'x'.repeat(LABEL_NAME_MAX + 10));
    expect(long[0].name).toHaveLength(LABEL_NAME_MAX);
    let full: Label[] = [];
    for (let i = 0; i < LABELS_LIMIT; i++) full = make(full, `id${i}`, `Label ${i}`);
    expect(createLabel(full, 'new', 'One more')).toEqual({ ok: false, reason: 'full' });
  });

  it('renames in place, keeping the id (so past sessions show the new name), and refuses a taken name', () => {
    const labels = make(make([], 'a', 'Thesis'), 'b', 'Reading');
    const renamed = renameLabel(labels, 'a', 'Dissertation');
    expect(renamed).toEqual({
      ok: true,
      labels: [
        { id: 'a', name: 'Dissertation', color: 'blue', archived: false },
        { id: 'b', name: 'Reading', color: 'green', archived: false },
      ],
    });
    expect(renameLabel(labels, 'a', 'READING')).toEqual({ ok: false, reason: 'taken' });
    expect(renameLabel(labels, 'a', ' ')).toEqual({ ok: false, reason: 'empty' });
    expect(renameLabel(labels, 'zzz', 'New')).toEqual({ ok: false, reason: 'missing' });
    // A change of case of its own name is a rename, not a clash.
    expect(renameLabel(labels, 'a', 'THESIS')).toMatchObject({ ok: true });
  });

  it('colours from the palette only, and archives without deleting', () => {
    const labels = make([], 'a', 'Thesis');
    expect(setLabelColor(labels, 'a', 'teal')[0].color).toBe('teal');
    expect(setLabelColor(labels, 'a', 'gold' as never)[0].color).toBe('blue');
    const archived = setLabelArchived(labels, 'a', true);
    expect(archived).toHaveLength(1);
    expect(activeLabels(archived)).toEqual([]);
    expect(activeLabels(setLabelArchived(archived, 'a', false))).toHaveLength(1);
  });

  it('reads a stored list: invalid entries dropped, unknown colours grey, duplicate names and ids kept once', () => {
    expect(
      parseLabels([
        { id: 'a', name: 'Thesis', color: 'red', archived: true },
        { id: 'a', name: 'Other' },
        { id: 'b', name: 'thesis' },
        { id: 'c', name: '  ' },
        { name: 'No id' },
        { id: 'd', name: 'Code', color: 'gold' },
        'junk',
      ]),
    ).toEqual([
      { id: 'a', name: 'Thesis', color: 'red', archived: true },
      { id: 'd', name: 'Code', color: 'grey', archived: false },
    ]);
    expect(parseLabels({ not: 'a list' })).toEqual([]);
    expect(LABEL_COLORS).toContain('grey');
  });
});

describe('the label of a focus', () => {
  const labels = make(make(make([], 'thesis', 'Thesis'), 'code', 'Code'), 'old', 'Old');
  const withArchived = setLabelArchived(labels, 'old', true);

  it('is the current task’s label by default', () => {
    expect(effectiveLabelId(labels, null, { id: 't1', labelId: 'code' })).toBe('code');
    expect(effectiveLabelId(labels, null, { id: 't1' })).toBeNull();
    expect(effectiveLabelId(labels, null, null)).toBeNull();
  });

  it('is the one chosen on the card while the task it was chosen with stays current', () => {
    const choice = { labelId: 'thesis', taskId: 't1' };
    expect(effectiveLabelId(labels, choice, { id: 't1', labelId: 'code' })).toBe('thesis');
    // Another task became current: its label is the default again.
    expect(effectiveLabelId(labels, choice, { id: 't2', labelId: 'code' })).toBe('code');
    // "No label" chosen is a choice too.
    expect(effectiveLabelId(labels, { labelId: null, taskId: 't1' }, { id: 't1', labelId: 'code' })).toBeNull();
    // Without a task list, the choice is the label.
    expect(effectiveLabelId(labels, { labelId: 'code', taskId: null }, null)).toBe('code');
  });

  it('is none when the label is archived or unknown', () => {
    expect(effectiveLabelId(withArchived, null, { id: 't1', labelId: 'old' })).toBeNull();
    expect(effectiveLabelId(withArchived, { labelId: 'gone', taskId: null }, null)).toBeNull();
  });

  it('reads a stored choice, refusing a broken one', () => {
    expect(parseLabelChoice({ labelId: 'a', taskId: null })).toEqual({ labelId: 'a', taskId: null });
    expect(parseLabelChoice({ labelId: null, taskId: 't' })).toEqual({ labelId: null, taskId: 't' });
    expect(parseLabelChoice({ labelId: 7 })).toBeNull();
    expect(parseLabelChoice('x')).toBeNull();
  });
});

describe('labels an import needs', () => {
  it('finds labels by name (archived ones too, any case) and creates the others once', () => {
    const labels = setLabelArchived(make([], 'a', 'Thesis'), 'a', true);
    let n = 0;
    const { labels: next, ids } = ensureLabels(labels, ['thesis', 'Reading', 'Reading', 'reading'], () => `new${++n}`);
    expect(next).toEqual([
      { id: 'a', name: 'Thesis', color: 'blue', archived: true },
      { id: 'new1', name: 'Reading', color: 'blue', archived: false },
    ]);
    expect([...ids]).toEqual([
      ['thesis', 'a'],
      ['Reading', 'new1'],
      ['reading', 'new1'],
    ]);
  });
});
