import React, { useMemo, useState } from "react";
import { formatDistanceToNow } from "date-fns";
import type { LeakAlert, LeakAlertStatus } from "../api/types";
import { StatusBadge } from "./StatusBadge";

type SortKey = "raisedAt" | "estimatedLossM3" | "meterId";

interface LeakAlertsTableProps {
  alerts: LeakAlert[];
  onAcknowledge: (id: string) => void;
  onDispatch: (id: string) => void;
  statusFilter?: LeakAlertStatus;
}

export function LeakAlertsTable({ alerts, onAcknowledge, onDispatch, statusFilter }: LeakAlertsTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("raisedAt");
  const [descending, setDescending] = useState(true);

  const rows = useMemo(() => {
    const filtered = statusFilter ? alerts.filter((a) => a.status === statusFilter) : alerts;
    return [...filtered].sort((a, b) => {
      const left = a[sortKey];
      const right = b[sortKey];
      const order = left < right ? -1 : left > right ? 1 : 0;
      return descending ? -order : order;
    });
  }, [alerts, sortKey, descending, statusFilter]);

  const toggleSort = (key: SortKey) => {
    if (key === sortKey) {
      setDescending(!descending);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  };

  if (rows.length === 0) {
    return <p className="empty-state">No leak alerts match the current filter.</p>;
  }

  return (
    <table className="leak-alerts">
      <thead>
        <tr>
          <th onClick={() => toggleSort("meterId")}>Meter</th>
          <th>Zone</th>
          <th onClick={() => toggleSort("raisedAt")}>Raised</th>
          <th onClick={() => toggleSort("estimatedLossM3")}>Est. loss (m³/day)</th>
          <th>Status</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((alert) => (
          <tr key={alert.id}>
            <td>{alert.meterId}</td>
            <td>{alert.pressureZone}</td>
            <td>{formatDistanceToNow(new Date(alert.raisedAt), { addSuffix: true })}</td>
            <td>{alert.estimatedLossM3.toFixed(2)}</td>
            <td>
              <StatusBadge status={alert.status} />
            </td>
            <td>
              <button type="button" disabled={alert.status !== "open"} onClick={() => onAcknowledge(alert.id)}>
                Acknowledge
              </button>
              <button type="button" disabled={alert.status === "closed"} onClick={() => onDispatch(alert.id)}>
                Dispatch crew
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
