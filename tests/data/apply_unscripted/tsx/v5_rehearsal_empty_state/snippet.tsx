export default function RehearsalSchedule({ productionId, actorId }: RehearsalScheduleProps) {
  // ... existing code ...

  if (error) {
    return <p className="error">Could not load rehearsals: {error.message}</p>;
  }

  if (visible.length === 0) {
    return <p className="muted">No rehearsals match this filter.</p>;
  }

  // ... existing code ...
}
