// ... existing code ...

export function BerthTimelineRow({ berth, calls, dayStart, onSelectCall }: BerthTimelineRowProps) {
  // ... existing code ...
  const sortedCalls = useMemo(
    () => [...calls].sort((a, b) => a.eta.getTime() - b.eta.getTime()),
    [calls],
  );

  // Calls whose quay window runs into the next call on this berth.
  const overlappingIds = useMemo(() => {
    const ids = new Set<string>();
    for (let i = 1; i < sortedCalls.length; i++) {
      if (sortedCalls[i].eta < sortedCalls[i - 1].etd) {
        ids.add(sortedCalls[i - 1].id);
        ids.add(sortedCalls[i].id);
      }
    }
    return ids;
  }, [sortedCalls]);

  const hoveredCall = sortedCalls.find((c) => c.id === hoveredId) ?? null;

  return (
    <div className="berth-row" style={{ height: ROW_HEIGHT }}>
      {/* ... existing code ... */}
        {sortedCalls.map((call) => {
          const left = minutesBetween(dayStart, call.eta) * PX_PER_MINUTE;
          const width = minutesBetween(call.eta, call.etd) * PX_PER_MINUTE;
          const overlaps = overlappingIds.has(call.id);
          return (
            <button
              key={call.id}
              type="button"
              className={overlaps ? "berth-row__call berth-row__call--overlap" : "berth-row__call"}
              // ... existing code ...
            >
              {call.vesselName}
              {overlaps && (
                <span className="berth-row__warn" title="Overlaps another call">
                  !
                </span>
              )}
            </button>
          );
        })}
      {/* ... existing code ... */}
    </div>
  );
}
