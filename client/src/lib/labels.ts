import { atom } from 'jotai';
import {
  createLabel,
  effectiveLabelId,
  LABEL_CHOICE_STORAGE_KEY,
  LABELS_STORAGE_KEY,
  parseLabelChoice,
  parseLabels,
  renameLabel,
  setLabelArchived,
  setLabelColor,
  type CreateLabelResult,
  type Label,
  type LabelChoice,
  type LabelColor,
  type RenameResult,
} from '#shared/labels.ts';
import { currentTaskRef } from './current-task.ts';
import { store } from './store.ts';

/**
 * The visitor's labels and the label chosen on the timer card (issue 30, decision 0081): kept in localStorage on
 * this device, shared by open tabs through the `storage` event. Here in lib because three features use them:
 * the timer card chooses, a task carries one, the stats page names and filters by them.
 */

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

const hasStorage = () => typeof localStorage !== 'undefined' && localStorage !== null;
const readLabels = () => (hasStorage() ? parseLabels(readJson(LABELS_STORAGE_KEY)) : []);
const readChoice = () => (hasStorage() ? parseLabelChoice(readJson(LABEL_CHOICE_STORAGE_KEY)) : null);

const labelsState = atom<Label[]>(readLabels());
const choiceState = atom<LabelChoice | null>(readChoice());

/** Every label, archived ones included, in the order they were made. */
export const labelsAtom = atom((get) => get(labelsState));
/** The card's choice (null: none made; the current task's label applies). */
export const labelChoiceAtom = atom((get) => get(choiceState));

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the labels still work until the page closes.
  }
}

export function newLabelId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Applies a change to the freshest list (another tab may have written since) and stores it. */
function changeLabels(update: (labels: Label[]) => Label[]): Label[] {
  const latest = hasStorage() ? readLabels() : store.get(labelsState);
  const next = update(latest);
  store.set(labelsState, next);
  if (next !== latest && hasStorage()) write(LABELS_STORAGE_KEY, next);
  return next;
}

/** Creates a label (or finds the one with this name, bringing it back from the archive). */
export function addLabel(name: string, color?: LabelColor): CreateLabelResult {
  let result: CreateLabelResult = { ok: false, reason: 'empty' };
  changeLabels((labels) => {
    result = createLabel(labels, newLabelId(), name, color);
    return result.ok ? result.labels : labels;
  });
  return result;
}

export function renameStoredLabel(id: string, name: string): RenameResult {
  let result: RenameResult = { ok: false, reason: 'missing' };
  changeLabels((labels) => {
    result = renameLabel(labels, id, name);
    return result.ok ? result.labels : labels;
  });
  return result;
}

export function colorStoredLabel(id: string, color: LabelColor): void {
  changeLabels((labels) => setLabelColor(labels, id, color));
}

export function archiveStoredLabel(id: string, archived: boolean): void {
  changeLabels((labels) => setLabelArchived(labels, id, archived));
}

/** Replaces the list (an import that created labels); the caller built it from `readStoredLabels()`. */
export function storeLabels(labels: Label[]): void {
  changeLabels(() => labels);
}

/** The freshest list, read from storage (for exports and imports). */
export function readStoredLabels(): Label[] {
  return hasStorage() ? readLabels() : store.get(labelsState);
}

/** Chooses the label of the focus (null: no label) for as long as the task current now stays current. */
export function chooseLabel(labelId: string | null): void {
  const choice: LabelChoice = { labelId, taskId: currentTaskRef()?.id ?? null };
  store.set(choiceState, choice);
  if (hasStorage()) write(LABEL_CHOICE_STORAGE_KEY, choice);
}

/** The label the focus ending now carries (for the history): see effectiveLabelId. */
export function sessionLabelId(): string | null {
  return effectiveLabelId(readStoredLabels(), hasStorage() ? readChoice() : store.get(choiceState), currentTaskRef());
}

/** Takes the list stored now (written by sync, issue 31, the way another tab writes it). */
export function reloadStoredLabels(): void {
  store.set(labelsState, readLabels());
}

/** Follows changes made in other tabs. Returns the cleanup. */
export function installLabelSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LABELS_STORAGE_KEY || event.key === null) store.set(labelsState, readLabels());
    if (event.key === LABEL_CHOICE_STORAGE_KEY || event.key === null) store.set(choiceState, readChoice());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
