import React, { useMemo } from "react";
import { formatTime } from "../lib/time";
import { StatusPill } from "./StatusPill";

export interface CastCallRow {
  id: string;
  castNumber: number;
  actor: string;
  character: string;
  status: "W" | "SW" | "WF" | "SWF" | "H";
  callTime: string;
  makeupTime: string;
  onSetTime: string;
  notes?: string;
}

interface CallSheetTableProps {
  rows: CastCallRow[];
  highlightActorId?: string;
  onSelect?: (row: CastCallRow) => void;
}

export function CallSheetTable({ rows, highlightActorId, onSelect }: CallSheetTableProps) {
  const sorted = useMemo(
    () => [...rows].sort((a, b) => a.castNumber - b.castNumber),
    [rows],
  );

  if (sorted.length === 0) {
    return <p className="call-sheet__empty">No cast called for this day.</p>;
  }

  return (
    <table className="call-sheet">
      <thead>
        <tr>
          <th>#</th>
          <th>Cast</th>
          <th>Character</th>
          <th>Status</th>
          <th>Call</th>
          <th>Makeup</th>
          <th>On set</th>
          <th>Notes</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr
            key={row.id}
            className={row.id === highlightActorId ? "call-sheet__row--highlight" : undefined}
            onClick={() => onSelect?.(row)}
          >
            <td>{row.castNumber}</td>
            <td>{row.actor}</td>
            <td>{row.character}</td>
            <td>
              <StatusPill status={row.status} />
            </td>
            <td>{formatTime(row.callTime)}</td>
            <td>{formatTime(row.makeupTime)}</td>
            <td>{formatTime(row.onSetTime)}</td>
            <td className="call-sheet__notes">{row.notes ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
