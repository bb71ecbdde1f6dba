// ... existing code ...

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
    // ... existing code ...
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
  // ... existing code ...
      {runs.map((run) => (
        <BottlingRunCard key={run.id} run={run} onStart={onStart} onCancel={onCancel} />
      ))}
  // ... existing code ...
}
