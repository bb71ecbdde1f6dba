// ... existing code ...

export function AssigneeBadge({ assignee }: { assignee: Issue["assignee"] }) {
  const label = assignee ? assignee.name : "Unassigned";
  const cls = clsx("badge", "badge--assignee", !assignee && "badge--muted");
  return <span className={cls} title={assignee?.email}>{label}</span>;
}
