import { useState } from "react";

type Props = {
  label: string;
  initialOn?: boolean;
  onChange?: (on: boolean) => void;
};

export function Toggle({ label, initialOn = false, onChange }: Props) {
  const [on, setOn] = useState(initialOn);

  function handleClick() {
    const next = !on;
    setOn(next);
    onChange?.(next);
  }

  return (
    <button type="button" className={on ? "toggle toggle--on" : "toggle"} onClick={handleClick}>
      <span className="toggle__label">{label}</span>
      <span className="toggle__state">{on ? "On" : "Off"}</span>
    </button>
  );
}
