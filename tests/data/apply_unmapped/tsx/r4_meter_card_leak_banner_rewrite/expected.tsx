import React, { memo } from "react";
import type { Meter } from "../api/types";
import { formatVolume } from "../lib/format";

interface MeterCardProps {
  meter: Meter;
  onSelect?: (meterId: string) => void;
}

const SIZE_LABELS: Record<string, string> = {
  "5/8": "5/8 in residential",
  "3/4": "3/4 in residential",
  "1": "1 in commercial",
  "2": "2 in commercial",
};

function MeterCard({ meter, onSelect }: MeterCardProps) {
  const sizeLabel = SIZE_LABELS[meter.size] ?? `${meter.size} in`;
  const lastRead = meter.lastReadAt ? new Date(meter.lastReadAt).toLocaleDateString() : "never";
  const className = meter.hasOpenLeakAlert ? "meter-card meter-card--leak" : "meter-card";

  return (
    <button type="button" className={className} onClick={() => onSelect?.(meter.id)}>
      <header className="meter-card__header">
        <h3>{meter.serialNumber}</h3>
        <span className="meter-card__size">{sizeLabel}</span>
      </header>
      {meter.hasOpenLeakAlert && (
        <p className="meter-card__alert" role="status">
          Open leak alert: continuous flow detected
        </p>
      )}
      <dl className="meter-card__details">
        <dt>Account</dt>
        <dd>{meter.accountNumber}</dd>
        <dt>Service address</dt>
        <dd>{meter.serviceAddress}</dd>
        <dt>Pressure zone</dt>
        <dd>{meter.zoneCode}</dd>
        <dt>Last read</dt>
        <dd>{lastRead}</dd>
        <dt>Last reading</dt>
        <dd>{formatVolume(meter.lastReadingM3)}</dd>
        <dt>30-day usage</dt>
        <dd>{formatVolume(meter.usage30dM3)}</dd>
      </dl>
    </button>
  );
}

export default memo(MeterCard);
