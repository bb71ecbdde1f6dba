import React, { useCallback, useEffect, useMemo, useState } from "react";
import { useMatchmakingClient } from "../hooks/useMatchmakingClient";
import { formatDuration } from "../utils/time";
import type { QueueMode, QueueTicket, Region } from "../types/matchmaking";

interface MatchmakingQueuePanelProps {
  playerId: string;
  partySize: number;
  preferredRegion: Region;
  onMatchFound: (matchId: string) => void;
}

const MODES: { id: QueueMode; label: string; maxParty: number }[] = [
  { id: "ranked_solo", label: "Ranked Solo", maxParty: 1 },
  { id: "ranked_duo", label: "Ranked Duo", maxParty: 2 },
  { id: "casual_squad", label: "Casual Squad", maxParty: 4 },
];

export function MatchmakingQueuePanel({
  playerId,
  partySize,
  preferredRegion,
  onMatchFound,
}: MatchmakingQueuePanelProps) {
  const client = useMatchmakingClient();
  const [mode, setMode] = useState<QueueMode>("ranked_solo");
  const [ticket, setTicket] = useState<QueueTicket | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const availableModes = useMemo(
    () => MODES.filter((m) => m.maxParty >= partySize),
    [partySize]
  );

  useEffect(() => {
    if (!ticket) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      setElapsedMs(Date.now() - started);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [ticket]);

  useEffect(() => {
    if (!ticket) return;
    return client.onMatchFound(ticket.id, (matchId) => {
      setTicket(null);
      onMatchFound(matchId);
    });
  }, [client, ticket, onMatchFound]);

  const handleJoinQueue = useCallback(async () => {
    setError(null);
    try {
      const created = await client.enqueue({
        playerId,
        mode,
        region: preferredRegion,
        partySize,
      });
      setElapsedMs(0);
      setTicket(created);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to join queue");
    }
  }, [client, playerId, mode, preferredRegion, partySize]);

  const handleLeaveQueue = useCallback(async () => {
    if (!ticket) return;
    setError(null);
    try {
      await client.cancel(ticket.id);
      setTicket(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to leave queue");
    }
  }, [client, ticket]);

  return (
    <section className="mm-panel">
      <h2 className="mm-panel__title">Find a match</h2>
      <div className="mm-panel__modes">
        {availableModes.map((m) => (
          <button
            key={m.id}
            className={m.id === mode ? "mm-mode mm-mode--active" : "mm-mode"}
            disabled={ticket !== null}
            onClick={() => setMode(m.id)}
          >
            {m.label}
          </button>
        ))}
      </div>
      {ticket ? (
        <div className="mm-panel__searching">
          <span>Searching… {formatDuration(elapsedMs)}</span>
          <button onClick={handleLeaveQueue}>Cancel</button>
        </div>
      ) : (
        <button className="mm-panel__join" onClick={handleJoinQueue}>
          Join queue
        </button>
      )}
      {error && <p className="mm-panel__error">{error}</p>}
    </section>
  );
}
