import type { ReactNode } from 'react';

/** An on/off setting: a checkbox with the switch role and its label (styled by the settings dialog). */
export function SwitchField({
  testId,
  checked,
  onChange,
  children,
}: {
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="cycle-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
