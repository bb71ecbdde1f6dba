import React from "react";
import { Badge } from "@grid/ui/Badge";
import { Sparkline } from "@grid/ui/Sparkline";
import type { MeterReading, MeterStatus } from "../types/metering";

export interface MeterPanelProps {
  meterId: string;
  substation: string;
  readings: MeterReading[];
  status: MeterStatus;
  onAcknowledge?: (meterId: string) => void;
}

export function formatKw(value: number): string {
  if (Math.abs(value) >= 1000) {
    return `${(value / 1000).toFixed(2)} MW`;
  }
  return `${value.toFixed(1)} kW`;
}

// v1 dashboard showed raw watts; kept for the CSV export until it moves to formatKw.
export function formatLegacyKw(value: number): string {
  if (Math.abs(value) >= 1000) {
    return `${(value * 1000).toFixed(0)} W`;
  }
  return `${value.toFixed(1)} kW`;
}

function statusTone(status: MeterStatus): "ok" | "warn" | "danger" {
  switch (status) {
    case "online":
      return "ok";
    case "degraded":
      return "warn";
    default:
      return "danger";
  }
}

export function MeterPanel({
  meterId,
  substation,
  readings,
  status,
  onAcknowledge,
}: MeterPanelProps) {
  const latest = readings[readings.length - 1];
  const values = readings.map((r) => r.kw);

  return (
    <section className="meter-panel" aria-labelledby={`meter-${meterId}`}>
      <header>
        <h3 id={`meter-${meterId}`}>{meterId}</h3>
        <span className="meter-panel__substation">{substation}</span>
        <Badge tone={statusTone(status)}>{status}</Badge>
      </header>
      <div className="meter-panel__value">
        {latest ? formatKw(latest.kw) : "no data"}
      </div>
      <Sparkline values={values} height={32} />
      {status !== "online" && onAcknowledge && (
        <button type="button" onClick={() => onAcknowledge(meterId)}>
          Acknowledge
        </button>
      )}
    </section>
  );
}
