import clsx from "clsx";
import type { Issue } from "../types";

const STATUS_LABELS: Record<Issue["status"], string> = {
  open: "Open",
  in_progress: "In progress",
  blocked: "Blocked",
  done: "Done",
};

const PRIORITY_LABELS: Record<Issue["priority"], string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

export function StatusBadge({ status }: { status: Issue["status"] }) {
  const label = STATUS_LABELS[status];
  const cls = clsx("badge", `badge--status-${status}`);
  return <span className={cls}>{label}</span>;
}

export function PriorityBadge({ priority }: { priority: Issue["priority"] }) {
  const label = PRIORITY_LABELS[priority];
  const cls = clsx("badge", `badge--priority-${priority}`, priority === "urgent" && "badge--pulse");
  return <span className={cls}>{label}</span>;
}

export function AssigneeBadge({ assignee }: { assignee: Issue["assignee"] }) {
  const label = assignee ? assignee.name : "Unassigned";
  const cls = clsx("badge", "badge--assignee", !assignee && "badge--muted");
  return <span className={cls}>{label}</span>;
}
