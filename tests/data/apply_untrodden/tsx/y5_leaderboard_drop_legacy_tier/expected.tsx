import React from "react";
import type { LeaderboardEntry, Tier } from "../types/leaderboard";

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  highlightPlayerId?: string;
  seasonName: string;
}

const TIER_COLORS: Record<Tier, string> = {
  bronze: "#a97142",
  silver: "#b8c2cc",
  gold: "#e8b923",
  platinum: "#4fd1c5",
  diamond: "#7f9cf5",
};

function formatScore(score: number): string {
  return score.toLocaleString("en-US");
}

function rankDeltaLabel(delta: number): string {
  if (delta > 0) return `▲ ${delta}`;
  if (delta < 0) return `▼ ${Math.abs(delta)}`;
  return "–";
}

function tierColor(tier: Tier): string {
  return TIER_COLORS[tier] ?? "#718096";
}

export function LeaderboardTable({
  entries,
  highlightPlayerId,
  seasonName,
}: LeaderboardTableProps) {
  if (entries.length === 0) {
    return <p className="lb-empty">No ranked games played in {seasonName} yet.</p>;
  }

  return (
    <table className="lb-table">
      <caption>{seasonName} leaderboard</caption>
      <thead>
        <tr>
          <th>#</th>
          <th>Player</th>
          <th>Tier</th>
          <th>Rating</th>
          <th>Change</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr
            key={entry.playerId}
            className={entry.playerId === highlightPlayerId ? "lb-row lb-row--me" : "lb-row"}
          >
            <td>{entry.rank}</td>
            <td>{entry.displayName}</td>
            <td style={{ color: tierColor(entry.tier) }}>
              {entry.tierName}
            </td>
            <td>{formatScore(entry.rating)}</td>
            <td>{rankDeltaLabel(entry.rankDelta)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
