import React, { useMemo, useState } from "react";
import { Badge } from "../components/Badge";
import { useIrrigationRuns } from "../hooks/useIrrigationRuns";
import type { IrrigationRun, ZoneStatus } from "../types/irrigation";
import { formatDuration } from "../utils/time";

interface IrrigationScheduleTableProps {
  fieldId: string;
  showCompleted?: boolean;
  onSelectRun?: (run: IrrigationRun) => void;
}

const STATUS_TONE: Record<ZoneStatus, "green" | "amber" | "red" | "grey"> = {
  scheduled: "grey",
  running: "green",
  paused: "amber",
  failed: "red",
  completed: "grey",
};

export function IrrigationScheduleTable({
  fieldId,
  showCompleted = false,
  onSelectRun,
}: IrrigationScheduleTableProps) {
  const { runs, isLoading, error } = useIrrigationRuns(fieldId);
  const [sortKey, setSortKey] = useState<"startsAt" | "zoneName">("startsAt");

  const visibleRuns = useMemo(() => {
    const filtered = showCompleted
      ? runs
      : runs.filter((run) => run.status !== "completed");
    return [...filtered].sort((a, b) =>
      sortKey === "startsAt"
        ? a.startsAt.localeCompare(b.startsAt)
        : a.zoneName.localeCompare(b.zoneName)
    );
  }, [runs, showCompleted, sortKey]);

  const totalMinutes = visibleRuns.reduce(
    (sum, run) => sum + run.durationMinutes,
    0
  );

  if (isLoading) {
    return <p className="muted">Loading irrigation schedule…</p>;
  }

  if (error) {
    return <p className="error">Could not load schedule: {error.message}</p>;
  }

  return (
    <table className="irrigation-table">
      <thead>
        <tr>
          <th onClick={() => setSortKey("zoneName")}>Zone</th>
          <th onClick={() => setSortKey("startsAt")}>Starts</th>
          <th>Duration</th>
          <th>Flow (L/min)</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {visibleRuns.map((run) => (
          <tr key={run.id} onClick={() => onSelectRun?.(run)}>
            <td>{run.zoneName}</td>
            <td>{new Date(run.startsAt).toLocaleTimeString()}</td>
            <td>{formatDuration(run.durationMinutes)}</td>
            <td>{run.flowRateLpm.toFixed(1)}</td>
            <td>
              <Badge tone={STATUS_TONE[run.status]}>{run.status}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>Total</td>
          <td>{formatDuration(totalMinutes)}</td>
          <td colSpan={2} />
        </tr>
      </tfoot>
    </table>
  );
}
