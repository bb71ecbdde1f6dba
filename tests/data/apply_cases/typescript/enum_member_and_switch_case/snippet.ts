export enum EventKind {
  Created = "created",
  Updated = "updated",
  Deleted = "deleted",
  Archived = "archived",
}

// ... existing code ...

export function describeEvent(event: AuditEvent): string {
  switch (event.kind) {
    // ... existing cases ...
    case EventKind.Archived:
      return `${event.actorId} archived ${event.entity} ${event.entityId}`;
  }
}

// ... existing code ...
