export function RecallBadge({ dueDate, today }: RecallBadgeProps) {
  const days = differenceInCalendarDays(parseISO(dueDate), today);
  if (days < -30) {
    return <span className="badge badge-danger">Overdue {-days} days</span>;
  }
  if (days < 0) {
    return <span className="badge badge-danger-soft">Overdue</span>;
  }
  if (days === 0) {
    return <span className="badge badge-warning">Due today</span>;
  }
  if (days <= 14) {
    return <span className="badge badge-warning">Due in {days} days</span>;
  }
  return <span className="badge badge-muted">Due {dueDate}</span>;
}
