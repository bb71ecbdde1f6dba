// ... existing code ...

interface LaundryBadgeProps {
  costume: Costume;
}

export function LaundryBadge({ costume }: LaundryBadgeProps) {
  if (!costume.inLaundry) {
    return null;
  }

  return (
    <span className={clsx(styles.badge, styles.laundry)} title="At the cleaners">
      In laundry
    </span>
  );
}
