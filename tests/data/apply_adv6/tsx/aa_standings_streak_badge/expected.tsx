import React, { useMemo } from "react";
import type { StandingRow } from "../api/types";
import styles from "./StandingsTable.module.css";

type Props = {
  rows: StandingRow[];
  highlightTeamId?: string;
  playoffSpots: number;
};

function formatPct(wins: number, losses: number): string {
  const games = wins + losses;
  if (games === 0) return ".000";
  return (wins / games).toFixed(3).replace(/^0/, "");
}

function formatStreak(streak: string): string {
  if (!streak) return "-";
  const kind = streak[0] === "W" ? "Won" : "Lost";
  const length = Number(streak.slice(1));
  if (Number.isNaN(length)) return "-";
  return `${kind} ${length}`;
}

function gamesBehind(leader: StandingRow, row: StandingRow): string {
  const gb = (leader.wins - row.wins + (row.losses - leader.losses)) / 2;
  return gb === 0 ? "-" : gb.toFixed(1);
}

export function StandingsTable({ rows, highlightTeamId, playoffSpots }: Props) {
  const sorted = useMemo(
    () => [...rows].sort((a, b) => b.wins - a.wins || a.losses - b.losses),
    [rows]
  );
  const leader = sorted[0];

  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Team</th>
          <th>W</th>
          <th>L</th>
          <th>Pct</th>
          <th>GB</th>
          <th>Strk</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row, index) => (
          <tr
            key={row.teamId}
            className={[
              row.teamId === highlightTeamId ? styles.highlight : "",
              index === playoffSpots - 1 ? styles.cutLine : "",
            ].join(" ")}
          >
            <td>{row.teamName}</td>
            <td>{row.wins}</td>
            <td>{row.losses}</td>
            <td>{formatPct(row.wins, row.losses)}</td>
            <td>{leader ? gamesBehind(leader, row) : "-"}</td>
            <td>{formatStreak(row.streak)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
