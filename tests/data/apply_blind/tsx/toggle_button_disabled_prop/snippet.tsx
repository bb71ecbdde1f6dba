import { useState } from "react";

type Props = {
  label: string;
  initialOn?: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
};

export function Toggle({ label, initialOn = false, disabled = false, onChange }: Props) {
  const [on, setOn] = useState(initialOn);

  function handleClick() {
    if (disabled) return;
    const next = !on;
    setOn(next);
    onChange?.(next);
  }

  return (
    <button
      type="button"
      className={on ? "toggle toggle--on" : "toggle"}
      aria-pressed={on}
      disabled={disabled}
      onClick={handleClick}
    >
      <span className="toggle__label">{label}</span>
      <span className="toggle__state">{on ? "On" : "Off"}</span>
    </button>
  );
}
