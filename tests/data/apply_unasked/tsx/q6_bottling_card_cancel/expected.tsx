import React from "react";
import { formatDistanceToNow } from "date-fns";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BottlingRun, BottlingStatus } from "@/types/bottling";

const STATUS_TONE: Record<BottlingStatus, "neutral" | "info" | "success" | "danger"> = {
  scheduled: "neutral",
  running: "info",
  completed: "success",
  aborted: "danger",
};

interface BottlingRunCardProps {
  run: BottlingRun;
  onStart: (runId: string) => void;
  onCancel: (runId: string, reason: string) => void;
}

export function BottlingRunCard({ run, onStart, onCancel }: BottlingRunCardProps) {
  const casesPlanned = Math.ceil(run.bottlesPlanned / run.bottlesPerCase);
  const canStart = run.status === "scheduled" && run.lineClearanceSigned;
  const canCancel = run.status === "scheduled" || run.status === "running";

  const handleCancel = () => {
    const reason = window.prompt(`Why is ${run.wineName} ${run.vintage} being cancelled?`);
    if (reason) {
      onCancel(run.id, reason);
    }
  };

  return (
    <div className="rounded-lg border p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold">
          {run.wineName} {run.vintage}
        </h3>
        <Badge tone={STATUS_TONE[run.status]}>{run.status}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <dt>Line</dt>
        <dd>{run.lineName}</dd>
        <dt>Source tank</dt>
        <dd>{run.sourceTank}</dd>
        <dt>Planned</dt>
        <dd>
          {run.bottlesPlanned.toLocaleString()} bottles ({casesPlanned} cases)
        </dd>
        <dt>Scheduled</dt>
        <dd>{formatDistanceToNow(new Date(run.scheduledAt), { addSuffix: true })}</dd>
      </dl>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" disabled={!canCancel} onClick={handleCancel}>
          Cancel run
        </Button>
        <Button disabled={!canStart} onClick={() => onStart(run.id)}>
          Start run
        </Button>
      </div>
    </div>
  );
}

interface BottlingRunListProps {
  runs: BottlingRun[];
  onStart: (runId: string) => void;
  onCancel: (runId: string, reason: string) => void;
}

export function BottlingRunList({ runs, onStart, onCancel }: BottlingRunListProps) {
  if (runs.length === 0) {
    return <p className="text-sm text-muted-foreground">No bottling runs scheduled.</p>;
  }

  return (
    <div className="space-y-3">
      {runs.map((run) => (
        <BottlingRunCard key={run.id} run={run} onStart={onStart} onCancel={onCancel} />
      ))}
    </div>
  );
}
