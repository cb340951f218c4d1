/**
 * Labels on focus sessions (issue 30), as pure functions over an immutable list. A session and a task
 * refer to a label by its id, so a rename shows everywhere (past sessions included) and an archived
 * label, hidden from the chooser, still names its sessions in the stats. Labels are never deleted.
 * Stored on this device only (decision 0081); every function returns a new list, or the same one when
 * nothing changes.
 */

export const LABEL_NAME_MAX = 40;
/** More than anyone sorts their focus into; stops a runaway list from filling storage. */
export const LABELS_LIMIT = 100;

/** localStorage key of the label list. */
export const LABELS_STORAGE_KEY = 'pomolo:labels';
/** localStorage key of the label chosen on the timer card (see LabelChoice). */
export const LABEL_CHOICE_STORAGE_KEY = 'pomolo:label-choice';

/**
 * The palette: eight mid-tone colours that keep 3:1 against both the light and the dark background (a label's
 * name is always shown beside its colour, so colour never carries the meaning alone).
 */
export const LABEL_COLORS = ['blue', 'green', 'orange', 'purple', 'red', 'teal', 'pink', 'grey'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_COLOR_HEX: Record<LabelColor, string> = {
  blue: '#3b7dd8',
  green: '#2f9e44',
  orange: '#d9730d',
  purple: '#8e5cd9',
  red: '#e03131',
  teal: '#0c8599',
  pink: '#d6336c',
  grey: '#868e96',
};

export interface Label {
  id: string;
  name: string;
  color: LabelColor;
  /** Hidden from the chooser; still names its sessions in the stats and the export. */
  archived: boolean;
}

/**
 * The label chosen on the timer card, and the task that was current when it was chosen. The choice holds
 * while that task stays current; when another task becomes current, its label is the default again.
 * `labelId: null` is a chosen "no label".
 */
export interface LabelChoice {
  labelId: string | null;
  taskId: string | null;
}

/** A name as stored: whitespace collapsed, at most LABEL_NAME_MAX characters; empty means invalid. */
export function cleanLabelName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, LABEL_NAME_MAX);
}

const nameKey = (name: string) => cleanLabelName(name).normalize('NFC').toLocaleLowerCase();

/** The label with this name (case and spacing ignored), archived ones included. */
export function findLabelByName(labels: readonly Label[], name: string): Label | undefined {
  const key = nameKey(name);
  return key ? labels.find((label) => nameKey(label.name) === key) : undefined;
}

export function findLabel(labels: readonly Label[], id: string | null | undefined): Label | undefined {
  return id ? labels.find((label) => label.id === id) : undefined;
}

/** The labels the chooser offers: not archived, in the order they were made. */
export function activeLabels(labels: readonly Label[]): Label[] {
  return labels.filter((label) => !label.archived);
}

const isColor = (value: unknown): value is LabelColor => LABEL_COLORS.includes(value as LabelColor);

/** The colour a new label gets: the first of the palette that no active label has, else the next in turn. */
export function nextLabelColor(labels: readonly Label[]): LabelColor {
  const used = new Set(activeLabels(labels).map((label) => label.color));
  return LABEL_COLORS.find((color) => !used.has(color)) ?? LABEL_COLORS[labels.length % LABEL_COLORS.length];
}

export type CreateLabelResult =
  { ok: true; labels: Label[]; label: Label; created: boolean } | { ok: false; reason: 'empty' | 'full' };

/**
 * Creates a label, or gives the one that already has this name (an archived one comes back into the chooser):
 * typing a name twice never makes two labels.
 */
export function createLabel(labels: readonly Label[], id: string, name: string, color?: LabelColor): CreateLabelResult {
  const clean = cleanLabelName(name);
  if (!clean) return { ok: false, reason: 'empty' };
  const existing = findLabelByName(labels, clean);
  if (existing) {
    if (!existing.archived) return { ok: true, labels: [...labels], label: existing, created: false };
    const label = { ...existing, archived: false };
    return { ok: true, labels: labels.map((l) => (l.id === label.id ? label : l)), label, created: false };
  }
  if (labels.length >= LABELS_LIMIT) return { ok: false, reason: 'full' };
  const label: Label = { id, name: clean, color: color ?? nextLabelColor(labels), archived: false };
  return { ok: true, labels: [...labels, label], label, created: true };
}

export type RenameResult = { ok: true; labels: Label[] } | { ok: false; reason: 'empty' | 'taken' | 'missing' };

/** Renames a label in place (same id: every session that has it shows the new name). */
export function renameLabel(labels: readonly Label[], id: string, name: string): RenameResult {
  const clean = cleanLabelName(name);
  if (!clean) return { ok: false, reason: 'empty' };
  if (!findLabel(labels, id)) return { ok: false, reason: 'missing' };
  const other = findLabelByName(labels, clean);
  if (other && other.id !== id) return { ok: false, reason: 'taken' };
  return { ok: true, labels: labels.map((l) => (l.id === id ? { ...l, name: clean } : l)) };
}

export function setLabelColor(labels: readonly Label[], id: string, color: LabelColor): Label[] {
  return labels.map((l) => (l.id === id && isColor(color) ? { ...l, color } : l));
}

export function setLabelArchived(labels: readonly Label[], id: string, archived: boolean): Label[] {
  return labels.map((l) => (l.id === id ? { ...l, archived } : l));
}

/** Reads a stored list (parsed JSON of unknown shape): invalid entries are dropped, a duplicate name kept once. */
export function parseLabels(value: unknown): Label[] {
  if (!Array.isArray(value)) return [];
  const labels: Label[] = [];
  const ids = new Set<string>();
  for (const raw of value.slice(0, LABELS_LIMIT)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const l = raw as Record<string, unknown>;
    const name = typeof l.name === 'string' ? cleanLabelName(l.name) : '';
    if (typeof l.id !== 'string' || !l.id || ids.has(l.id) || !name || findLabelByName(labels, name)) continue;
    ids.add(l.id);
    labels.push({ id: l.id, name, color: isColor(l.color) ? l.color : 'grey', archived: l.archived === true });
  }
  return labels;
}

export function parseLabelChoice(value: unknown): LabelChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  const labelId = typeof c.labelId === 'string' && c.labelId ? c.labelId : null;
  const taskId = typeof c.taskId === 'string' && c.taskId ? c.taskId : null;
  if (c.labelId !== null && labelId === null) return null;
  return { labelId, taskId };
}

/**
 * The label a focus phase carries: the one chosen on the card while the current task was current, else the
 * current task's label. An archived or unknown label gives none.
 */
export function effectiveLabelId(
  labels: readonly Label[],
  choice: LabelChoice | null,
  task: { id: string; labelId?: string } | null,
): string | null {
  const taskId = task?.id ?? null;
  const id = choice && choice.taskId === taskId ? choice.labelId : (task?.labelId ?? null);
  const label = findLabel(labels, id);
  return label && !label.archived ? label.id : null;
}

/**
 * The labels an import needs, by name: each name gets the label that has it (archived ones included) or a
 * new one. Returns the list to store (the same one when nothing was created) and the id of every name.
 */
export function ensureLabels(
  labels: readonly Label[],
  names: Iterable<string>,
  newId: () => string,
): { labels: Label[]; ids: Map<string, string> } {
  let list = [...labels];
  const ids = new Map<string, string>();
  for (const name of names) {
    if (ids.has(name)) continue;
    const existing = findLabelByName(list, name);
    if (existing) {
      ids.set(name, existing.id);
      continue;
    }
    const result = createLabel(list, newId(), name);
    if (result.ok) {
      list = result.labels;
      ids.set(name, result.label.id);
    }
  }
  return { labels: list, ids };
}
