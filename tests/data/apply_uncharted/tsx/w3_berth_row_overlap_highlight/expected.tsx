import { useMemo, useState } from "react";

import { formatUtcTime, minutesBetween } from "../lib/time";
import type { BerthCall, BerthInfo } from "../types/berth";
import { CallTooltip } from "./CallTooltip";

const PX_PER_MINUTE = 0.8;
const ROW_HEIGHT = 44;

interface BerthTimelineRowProps {
  berth: BerthInfo;
  calls: BerthCall[];
  dayStart: Date;
  onSelectCall: (callId: string) => void;
}

function statusColor(call: BerthCall): string {
  switch (call.status) {
    case "alongside":
      return "#2f855a";
    case "approaching":
      return "#d69e2e";
    case "delayed":
      return "#c53030";
    default:
      return "#4a5568";
  }
}

export function BerthTimelineRow({ berth, calls, dayStart, onSelectCall }: BerthTimelineRowProps) {
  const [hoveredId, setHoveredId] = useState<string | null>(null);

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
      <div className="berth-row__label">
        <span className="berth-row__name">{berth.name}</span>
        <span className="berth-row__depth">{berth.depthMeters.toFixed(1)} m</span>
      </div>
      <div className="berth-row__track">
        {sortedCalls.map((call) => {
          const left = minutesBetween(dayStart, call.eta) * PX_PER_MINUTE;
          const width = minutesBetween(call.eta, call.etd) * PX_PER_MINUTE;
          const overlaps = overlappingIds.has(call.id);
          return (
            <button
              key={call.id}
              type="button"
              className={overlaps ? "berth-row__call berth-row__call--overlap" : "berth-row__call"}
              style={{ left, width, backgroundColor: statusColor(call) }}
              onMouseEnter={() => setHoveredId(call.id)}
              onMouseLeave={() => setHoveredId(null)}
              onClick={() => onSelectCall(call.id)}
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
      </div>
      {hoveredCall && (
        <CallTooltip
          call={hoveredCall}
          etaLabel={formatUtcTime(hoveredCall.eta)}
          etdLabel={formatUtcTime(hoveredCall.etd)}
        />
      )}
    </div>
  );
}
