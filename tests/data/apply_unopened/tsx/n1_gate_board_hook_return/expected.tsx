import React, { useCallback, useEffect, useMemo, useState } from "react";
import { fetchGateAssignments, GateAssignment } from "../api/gates";
import { formatTime } from "../utils/time";
import styles from "./GateBoard.module.css";

type GateBoardProps = {
  terminal: string;
  refreshIntervalMs?: number;
};

function useGateAssignments(terminal: string, refreshIntervalMs: number) {
  const [assignments, setAssignments] = useState<GateAssignment[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const data = await fetchGateAssignments(terminal);
      setAssignments(data);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to load gates");
    } finally {
      setLoading(false);
    }
  }, [terminal]);

  useEffect(() => {
    load();
    const id = window.setInterval(load, refreshIntervalMs);
    return () => window.clearInterval(id);
  }, [load, refreshIntervalMs]);

  return { assignments, loading, error, reload: load };
}

function sortByDeparture(a: GateAssignment, b: GateAssignment) {
  return a.scheduledDeparture.localeCompare(b.scheduledDeparture);
}

function GateRow({ assignment }: { assignment: GateAssignment }) {
  const delayed = assignment.estimatedDeparture !== assignment.scheduledDeparture;
  return (
    <tr className={delayed ? styles.delayed : undefined}>
      <td>{assignment.gate}</td>
      <td>{assignment.flightNumber}</td>
      <td>{assignment.destination}</td>
      <td>{formatTime(assignment.scheduledDeparture)}</td>
      <td>{delayed ? formatTime(assignment.estimatedDeparture) : "On time"}</td>
    </tr>
  );
}

export default function GateBoard({ terminal, refreshIntervalMs = 30_000 }: GateBoardProps) {
  const { assignments, loading } = useGateAssignments(terminal, refreshIntervalMs);
  const rows = useMemo(() => [...assignments].sort(sortByDeparture), [assignments]);

  if (loading) {
    return <p className={styles.placeholder}>Loading gate assignments…</p>;
  }

  return (
    <table className={styles.board}>
      <caption>Terminal {terminal} departures</caption>
      <thead>
        <tr>
          <th>Gate</th>
          <th>Flight</th>
          <th>To</th>
          <th>Scheduled</th>
          <th>Expected</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <GateRow key={a.flightNumber + a.scheduledDeparture} assignment={a} />
        ))}
      </tbody>
    </table>
  );
}
