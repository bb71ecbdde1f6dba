// ... imports, props and status helpers unchanged ...

export function ClaimBeltPanel({ belt, bags, onReportMissing }: ClaimBeltPanelProps) {
  const sorted = useMemo(
    () =>
      [...bags].sort(
        (a, b) => Number(b.priority) - Number(a.priority) || a.tagNumber.localeCompare(b.tagNumber),
      ),
    [bags],
  );
  // ... onBelt count as before ...

  return (
    <section className="claim-belt" aria-labelledby={`belt-${belt.id}-title`}>
      {/* ... belt header unchanged ... */}

      <ul className="claim-belt__bags">
        {sorted.map((bag) => (
          <li key={bag.tagNumber} className="claim-belt__bag">
            <span className="claim-belt__tag">{bag.tagNumber}</span>
            <span className="claim-belt__name">{bag.passengerName}</span>
            {bag.priority && <Badge tone="warning">Priority</Badge>}
            {/* ... status badge, last scan time and report button as before ... */}
          </li>
        ))}
      </ul>

      {/* ... empty state unchanged ... */}
    </section>
  );
}
