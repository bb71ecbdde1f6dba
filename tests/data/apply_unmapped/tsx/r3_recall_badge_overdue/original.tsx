import React from "react";
import { differenceInCalendarDays, parseISO } from "date-fns";
import type { Recall } from "../api/recalls";

interface RecallBadgeProps {
  dueDate: string;
  today: Date;
}

export function RecallBadge({ dueDate, today }: RecallBadgeProps) {
  const days = differenceInCalendarDays(parseISO(dueDate), today);
  if (days < 0) {
    return <span className="badge badge-danger">Overdue</span>;
  }
  if (days <= 14) {
    return <span className="badge badge-warning">Due in {days} days</span>;
  }
  return <span className="badge badge-muted">Due {dueDate}</span>;
}

interface KindLabelProps {
  kind: Recall["kind"];
}

export function KindLabel({ kind }: KindLabelProps) {
  switch (kind) {
    case "hygiene":
      return <span className="kind kind-hygiene">Cleaning</span>;
    case "exam":
      return <span className="kind kind-exam">Exam</span>;
    case "perio":
      return <span className="kind kind-perio">Perio maintenance</span>;
    case "bitewing":
      return <span className="kind kind-xray">Bitewing x-rays</span>;
    default:
      return <span className="kind">{kind}</span>;
  }
}

interface RecallRowProps {
  recall: Recall;
  today: Date;
  onContact: (recallId: string) => void;
}

export function RecallRow({ recall, today, onContact }: RecallRowProps) {
  return (
    <li className="recall-row">
      <div className="recall-patient">
        <strong>{recall.patientName}</strong>
        <span className="recall-phone">{recall.phone}</span>
      </div>
      <KindLabel kind={recall.kind} />
      <RecallBadge dueDate={recall.dueDate} today={today} />
      <button type="button" onClick={() => onContact(recall.id)} disabled={recall.status === "booked"}>
        {recall.status === "contacted" ? "Contact again" : "Contact"}
      </button>
    </li>
  );
}

interface RecallListProps {
  recalls: Recall[];
  onContact: (recallId: string) => void;
}

export function RecallList({ recalls, onContact }: RecallListProps) {
  const today = new Date();
  if (recalls.length === 0) {
    return <p className="empty">No recalls due. Nice work!</p>;
  }
  return (
    <ul className="recall-list">
      {recalls.map((recall) => (
        <RecallRow key={recall.id} recall={recall} today={today} onContact={onContact} />
      ))}
    </ul>
  );
}
