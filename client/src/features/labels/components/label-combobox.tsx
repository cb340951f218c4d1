import { Trans, useLingui } from '@lingui/react/macro';
import { useCombobox } from 'downshift';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import {
  activeLabels,
  cleanLabelName,
  effectiveLabelId,
  findLabel,
  findLabelByName,
  LABEL_COLOR_HEX,
  LABEL_NAME_MAX,
  type Label,
} from '#shared/labels.ts';
import type { CurrentTaskRef } from '../../../lib/current-task.ts';
import { addLabel, chooseLabel, labelChoiceAtom, labelsAtom } from '../../../lib/labels.ts';

/** The dialog is loaded when first opened, not with the home page. */
const ManageLabelsDialog = lazy(() =>
  import('./manage-labels-dialog.tsx').then((module) => ({ default: module.ManageLabelsDialog })),
);

type Item = { kind: 'none' } | { kind: 'label'; label: Label } | { kind: 'create'; name: string };

const NONE: Item = { kind: 'none' };

const itemKey = (item: Item | null) =>
  item === null ? '' : item.kind === 'label' ? `label:${item.label.id}` : item.kind === 'create' ? 'create' : 'none';

/**
 * The timer card's "Label" control (issue 30): an ARIA combobox (Downshift) that chooses the label of the focus
 * from the visitor's labels, or creates one from the typed name. "No label" is always the first option; the
 * current task's label is the default. Works before and during a focus phase. Rendered only in the browser, after
 * hydration (label-control.tsx shows its placeholder before), so it reads the stored labels from the start.
 */
export default function LabelCombobox({ task }: { task: CurrentTaskRef | null }) {
  const { t } = useLingui();
  const labels = useAtomValue(labelsAtom);
  const choice = useAtomValue(labelChoiceAtom);
  const [managing, setManaging] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const selectedId = effectiveLabelId(labels, choice, task);
  const selected = findLabel(labels, selectedId);
  const selectedItem: Item = selected ? { kind: 'label', label: selected } : NONE;
  const fromTask = selected !== undefined && !(choice && choice.taskId === (task?.id ?? null));

  const items = ((): Item[] => {
    const active = activeLabels(labels);
    const typed = query === null ? '' : cleanLabelName(query);
    if (!typed) return [NONE, ...active.map((label): Item => ({ kind: 'label', label }))];
    const lower = typed.toLocaleLowerCase();
    const matches = active.filter((label) => label.name.toLocaleLowerCase().includes(lower));
    const list: Item[] = matches.map((label) => ({ kind: 'label', label }));
    const exact = findLabelByName(labels, typed);
    // An archived label with this name is offered as itself (choosing it brings it back), never as a duplicate.
    if (exact?.archived) list.push({ kind: 'label', label: exact });
    else if (!exact) list.push({ kind: 'create', name: typed });
    return list;
  })();

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } =
    useCombobox<Item>({
      id: 'timer-label',
      inputId: 'timer-label-input',
      labelId: 'timer-label-label',
      items,
      selectedItem,
      itemToString: (item) => (item?.kind === 'label' ? item.label.name : item?.kind === 'create' ? item.name : ''),
      itemToKey: itemKey,
      onInputValueChange: ({ type, inputValue }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setQuery(null);
      },
      onSelectedItemChange: ({ selectedItem: item }) => {
        setQuery(null);
        if (!item || item.kind === 'none') {
          chooseLabel(null);
          setMessage(t`No label for this focus.`);
        } else if (item.kind === 'label') {
          if (item.label.archived) addLabel(item.label.name);
          chooseLabel(item.label.id);
          const name = item.label.name;
          setMessage(t`Label chosen: ${name}.`);
        } else {
          const result = addLabel(item.name);
          if (result.ok) {
            chooseLabel(result.label.id);
            const name = result.label.name;
            setMessage(t`Label “${name}” created and chosen.`);
          } else {
            setMessage(t`You have 100 labels, the most Pomolo keeps. Archive one or reuse a name.`);
          }
        }
      },
    });

  const inputValue = query ?? (selected?.name || '');

  return (
    <div className="label-control" data-testid="label-control" data-label={selected?.id ?? ''}>
      <label {...getLabelProps()} htmlFor="timer-label-input" className="label-control-label">
        <Trans>Label</Trans>
      </label>
      <div className="label-combobox">
        <span
          className="label-swatch"
          aria-hidden="true"
          style={selected ? { background: LABEL_COLOR_HEX[selected.color] } : undefined}
          data-empty={selected ? undefined : true}
        />
        <input
          {...getInputProps({ value: inputValue, maxLength: LABEL_NAME_MAX })}
          className="label-input"
          placeholder={t`No label`}
          autoComplete="off"
          spellCheck={false}
          data-testid="label-input"
        />
        <button
          type="button"
          {...getToggleButtonProps()}
          className="label-toggle"
          aria-label={t`Show labels`}
          data-testid="label-toggle"
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul {...getMenuProps()} className="label-menu" data-open={isOpen} data-testid="label-menu">
        {isOpen &&
          items.map((item, index) => (
            <li
              key={itemKey(item)}
              {...getItemProps({ item, index })}
              className="label-option"
              data-highlighted={highlightedIndex === index}
              data-selected={itemKey(item) === itemKey(selectedItem)}
              data-testid="label-option"
            >
              {item.kind === 'none' && <Trans>No label</Trans>}
              {item.kind === 'label' && (
                <>
                  <span
                    className="label-swatch"
                    aria-hidden="true"
                    style={{ background: LABEL_COLOR_HEX[item.label.color] }}
                  />
                  {item.label.name}
                </>
              )}
              {item.kind === 'create' && <CreateText name={item.name} />}
            </li>
          ))}
      </ul>
      <p className="label-control-note">
        {fromTask && (
          <span data-testid="label-from-task">
            <Trans>From the current task.</Trans>{' '}
          </span>
        )}
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          data-testid="manage-labels"
          onClick={() => setManaging(true)}
        >
          <Trans>Manage labels</Trans>
        </button>
      </p>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {managing && (
        <Suspense fallback={null}>
          <ManageLabelsDialog onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </div>
  );
}

function CreateText({ name }: { name: string }) {
  return <Trans>Create “{name}”</Trans>;
}
