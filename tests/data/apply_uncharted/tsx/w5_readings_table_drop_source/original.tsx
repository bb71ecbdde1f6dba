import type { MeterReading } from "../types";
import { formatDateTime, formatKwh } from "../lib/format";
import { QualityBadge } from "./QualityBadge";

type Props = {
  readings: MeterReading[];
  showExport: boolean;
  onSelect?: (reading: MeterReading) => void;
};

function deltaClass(delta: number): string {
  if (delta > 0) return "delta delta--up";
  if (delta < 0) return "delta delta--down";
  return "delta";
}

export function MeterReadingsTable({ readings, showExport, onSelect }: Props) {
  if (readings.length === 0) {
    return <p className="empty">No readings for this period.</p>;
  }

  return (
    <table className="readings-table">
      <thead>
        <tr>
          <th>Interval</th>
          <th>Import</th>
          {showExport && <th>Export</th>}
          <th>Change</th>
          <th>Quality</th>
          <th>Source</th>
        </tr>
      </thead>
      <tbody>
        {readings.map((r, i) => {
          const prev = i > 0 ? readings[i - 1] : undefined;
          const delta = prev ? r.importKwh - prev.importKwh : 0;
          return (
            <tr key={r.intervalStart} onClick={() => onSelect?.(r)}>
              <td>{formatDateTime(r.intervalStart)}</td>
              <td>{formatKwh(r.importKwh)}</td>
              {showExport && <td>{formatKwh(r.exportKwh)}</td>}
              <td className={deltaClass(delta)}>{delta.toFixed(2)}</td>
              <td>
                <QualityBadge flag={r.quality} />
              </td>
              <td>{r.source}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
