import { useMemo } from "react";
import type { BagStatus, ClaimBelt } from "@/types/baggage";
import { Badge } from "@/components/ui/Badge";
import { RelativeTime } from "@/components/RelativeTime";

interface ClaimBeltPanelProps {
  belt: ClaimBelt;
  bags: BagStatus[];
  onReportMissing: (tagNumber: string) => void;
}

const STATUS_LABEL: Record<BagStatus["state"], string> = {
  LOADED: "On aircraft",
  UNLOADED: "Unloaded",
  ON_BELT: "On belt",
  CLAIMED: "Claimed",
  MISSING: "Missing",
};

function statusTone(state: BagStatus["state"]): "neutral" | "success" | "warning" | "danger" {
  switch (state) {
    case "ON_BELT":
      return "success";
    case "CLAIMED":
      return "neutral";
    case "MISSING":
      return "danger";
    default:
      return "warning";
  }
}

export function ClaimBeltPanel({ belt, bags, onReportMissing }: ClaimBeltPanelProps) {
  const sorted = useMemo(
    () => [...bags].sort((a, b) => a.tagNumber.localeCompare(b.tagNumber)),
    [bags],
  );
  const onBelt = sorted.filter((b) => b.state === "ON_BELT").length;

  return (
    <section className="claim-belt" aria-labelledby={`belt-${belt.id}-title`}>
      <header className="claim-belt__header">
        <h2 id={`belt-${belt.id}-title`}>Belt {belt.number}</h2>
        <span className="claim-belt__flights">{belt.flightNumbers.join(", ")}</span>
        <span className="claim-belt__count">
          {onBelt} / {sorted.length} on belt
        </span>
      </header>

      <ul className="claim-belt__bags">
        {sorted.map((bag) => (
          <li key={bag.tagNumber} className="claim-belt__bag">
            <span className="claim-belt__tag">{bag.tagNumber}</span>
            <span className="claim-belt__name">{bag.passengerName}</span>
            <Badge tone={statusTone(bag.state)}>{STATUS_LABEL[bag.state]}</Badge>
            {bag.lastScanAt && <RelativeTime value={bag.lastScanAt} />}
            {bag.state === "MISSING" && (
              <button type="button" onClick={() => onReportMissing(bag.tagNumber)}>
                File report
              </button>
            )}
          </li>
        ))}
      </ul>

      {sorted.length === 0 && <p className="claim-belt__empty">No bags expected on this belt yet.</p>}
    </section>
  );
}
