// ... existing code ...

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

// ... existing code ...
