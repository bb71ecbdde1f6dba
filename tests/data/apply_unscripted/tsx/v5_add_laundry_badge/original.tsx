import React from "react";
import clsx from "clsx";

import type { Costume, CostumeCondition, CostumeSize } from "../types/costume";
import styles from "./CostumeBadges.module.css";

// Shared badge components for the costume inventory table and the
// fitting-room checklist. Keep them small and presentational.

const CONDITION_LABELS: Record<CostumeCondition, string> = {
  new: "New",
  good: "Good",
  worn: "Worn",
  repair: "Needs repair",
};

interface SizeBadgeProps {
  size: CostumeSize;
  altered?: boolean;
}

export function SizeBadge({ size, altered = false }: SizeBadgeProps) {
  return (
    <span className={clsx(styles.badge, styles.size)} title={altered ? "Altered" : undefined}>
      {size.toUpperCase()}
      {altered && <sup className={styles.mark}>*</sup>}
    </span>
  );
}

interface ConditionBadgeProps {
  condition: CostumeCondition;
}

export function ConditionBadge({ condition }: ConditionBadgeProps) {
  return (
    <span
      className={clsx(styles.badge, {
        [styles.ok]: condition === "new" || condition === "good",
        [styles.warn]: condition === "worn",
        [styles.danger]: condition === "repair",
      })}
    >
      {CONDITION_LABELS[condition]}
    </span>
  );
}

interface RentalBadgeProps {
  costume: Costume;
}

export function RentalBadge({ costume }: RentalBadgeProps) {
  if (!costume.rentedTo) {
    return null;
  }

  return (
    <span className={clsx(styles.badge, styles.rental)} title={`Due back ${costume.rentalDue}`}>
      On loan: {costume.rentedTo}
    </span>
  );
}
