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
          return (
            <button
              key={call.id}
              type="button"
              className="berth-row__call"
              style={{ left, width, backgroundColor: statusColor(call) }}
              onMouseEnter={() => setHoveredId(call.id)}
              onMouseLeave={() => setHoveredId(null)}
              onClick={() => onSelectCall(call.id)}
            >
              {call.vesselName}
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
