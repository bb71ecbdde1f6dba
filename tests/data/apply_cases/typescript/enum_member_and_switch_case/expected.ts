export enum EventKind {
  Created = "created",
  Updated = "updated",
  Deleted = "deleted",
  Archived = "archived",
}

export interface AuditEvent {
  kind: EventKind;
  entity: string;
  entityId: string;
  actorId: string;
  at: Date;
}

export function describeEvent(event: AuditEvent): string {
  switch (event.kind) {
    case EventKind.Created:
      return `${event.actorId} created ${event.entity} ${event.entityId}`;
    case EventKind.Updated:
      return `${event.actorId} updated ${event.entity} ${event.entityId}`;
    case EventKind.Deleted:
      return `${event.actorId} deleted ${event.entity} ${event.entityId}`;
    case EventKind.Archived:
      return `${event.actorId} archived ${event.entity} ${event.entityId}`;
  }
}

export function isDestructive(event: AuditEvent): boolean {
  return event.kind === EventKind.Deleted;
}

export function groupByEntity(events: AuditEvent[]): Map<string, AuditEvent[]> {
  const groups = new Map<string, AuditEvent[]>();
  for (const event of events) {
    const key = `${event.entity}:${event.entityId}`;
    const list = groups.get(key) ?? [];
    list.push(event);
    groups.set(key, list);
  }
  return groups;
}
