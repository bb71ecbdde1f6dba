import React, { useMemo, useState } from "react";
import { formatDistanceToNow } from "date-fns";
import type { Ticket, TicketPriority } from "../api/tickets";
import { PriorityBadge } from "./PriorityBadge";

type SortKey = "openedAt" | "priority" | "turbineId";

interface TicketTableProps {
  tickets: Ticket[];
  onSelect: (ticket: Ticket) => void;
  showClosed?: boolean;
}

const PRIORITY_RANK: Record<TicketPriority, number> = {
  P1: 0,
  P2: 1,
  P3: 2,
  P4: 3,
};

function compareTickets(a: Ticket, b: Ticket, key: SortKey): number {
  switch (key) {
    case "priority":
      return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
    case "turbineId":
      return a.turbineId.localeCompare(b.turbineId);
    case "openedAt":
    default:
      return new Date(b.openedAt).getTime() - new Date(a.openedAt).getTime();
  }
}

function TicketRow({ ticket, onSelect }: { ticket: Ticket; onSelect: (t: Ticket) => void }) {
  const ageHours = (Date.now() - new Date(ticket.openedAt).getTime()) / 36e5;
  const overdue = !ticket.closedAt && ticket.priority === "P1" && ageHours > 24;
  const classes = ["ticket", ticket.closedAt && "ticket--closed", overdue && "ticket--overdue"]
    .filter(Boolean)
    .join(" ");

  return (
    <tr className={classes} onClick={() => onSelect(ticket)}>
      <td>{ticket.id}</td>
      <td>{ticket.turbineId}</td>
      <td>{ticket.component}</td>
      <td>
        <PriorityBadge priority={ticket.priority} />
      </td>
      <td title={ticket.openedAt}>{formatDistanceToNow(new Date(ticket.openedAt), { addSuffix: true })}</td>
      <td>{ticket.assignee ?? <em>Unassigned</em>}</td>
    </tr>
  );
}

export function TicketTable({ tickets, onSelect, showClosed = false }: TicketTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("openedAt");

  const visible = useMemo(
    () =>
      tickets
        .filter((t) => showClosed || !t.closedAt)
        .slice()
        .sort((a, b) => compareTickets(a, b, sortKey)),
    [tickets, showClosed, sortKey],
  );

  if (visible.length === 0) {
    return <p className="empty">No maintenance tickets for this filter.</p>;
  }

  return (
    <table className="ticket-table">
      <thead>
        <tr>
          <th>Ticket</th>
          <th>
            <button onClick={() => setSortKey("turbineId")}>Turbine</button>
          </th>
          <th>Component</th>
          <th>
            <button onClick={() => setSortKey("priority")}>Priority</button>
          </th>
          <th>
            <button onClick={() => setSortKey("openedAt")}>Opened</button>
          </th>
          <th>Assignee</th>
        </tr>
      </thead>
      <tbody>
        {visible.map((t) => (
          <TicketRow key={t.id} ticket={t} onSelect={onSelect} />
        ))}
      </tbody>
    </table>
  );
}

export default TicketTable;
