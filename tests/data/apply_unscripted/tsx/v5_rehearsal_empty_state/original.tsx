import React, { useMemo, useState } from "react";

import { useRehearsals } from "../hooks/useRehearsals";
import type { Rehearsal } from "../types/rehearsal";
import { formatTimeRange } from "../utils/time";

type Filter = "all" | "full-cast" | "scene-work";

interface RehearsalScheduleProps {
  productionId: string;
  actorId?: string;
}

function RehearsalRow({ rehearsal }: { rehearsal: Rehearsal }) {
  return (
    <tr>
      <td>{rehearsal.date}</td>
      <td>{formatTimeRange(rehearsal.start, rehearsal.end)}</td>
      <td>{rehearsal.room}</td>
      <td>{rehearsal.scenes.join(", ")}</td>
    </tr>
  );
}

export default function RehearsalSchedule({ productionId, actorId }: RehearsalScheduleProps) {
  const { rehearsals, loading, error } = useRehearsals(productionId);
  const [filter, setFilter] = useState<Filter>("all");

  const visible = useMemo(() => {
    let list = rehearsals;
    if (actorId) {
      list = list.filter((r) => r.calledActors.includes(actorId));
    }
    if (filter === "full-cast") {
      list = list.filter((r) => r.fullCast);
    } else if (filter === "scene-work") {
      list = list.filter((r) => !r.fullCast);
    }
    return list;
  }, [rehearsals, actorId, filter]);

  if (loading) {
    return <p className="muted">Loading rehearsal calendar…</p>;
  }

  if (error) {
    return <p className="error">Could not load rehearsals: {error.message}</p>;
  }

  return (
    <section className="rehearsal-schedule">
      <div className="filters">
        <button onClick={() => setFilter("all")} disabled={filter === "all"}>
          All
        </button>
        <button onClick={() => setFilter("full-cast")} disabled={filter === "full-cast"}>
          Full cast
        </button>
        <button onClick={() => setFilter("scene-work")} disabled={filter === "scene-work"}>
          Scene work
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Time</th>
            <th>Room</th>
            <th>Scenes</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((r) => (
            <RehearsalRow key={r.id} rehearsal={r} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
