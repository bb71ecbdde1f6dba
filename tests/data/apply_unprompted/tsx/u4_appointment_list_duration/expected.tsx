import React, { useMemo } from "react";
import { format } from "date-fns";
import type { Appointment } from "../types/appointment";
import { formatDuration } from "../utils/time";
import { StatusBadge } from "./StatusBadge";

interface AppointmentListProps {
  appointments: Appointment[];
  onSelect: (id: string) => void;
  showProvider?: boolean;
}

// Appointments come back from the API in booking order, not chair order.
function sortByStart(a: Appointment, b: Appointment): number {
  return new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime();
}

export function AppointmentList({
  appointments,
  onSelect,
  showProvider = true,
}: AppointmentListProps) {
  const sorted = useMemo(
    () => [...appointments].sort(sortByStart),
    [appointments]
  );

  if (sorted.length === 0) {
    return <p className="empty-state">No appointments scheduled for this day.</p>;
  }

  return (
    <table className="appointment-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Patient</th>
          <th>Procedure</th>
          {showProvider && <th>Provider</th>}
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((appt) => (
          <tr key={appt.id} onClick={() => onSelect(appt.id)}>
            <td>
              {format(new Date(appt.startsAt), "h:mm a")}
              <span className="duration">{formatDuration(appt.durationMinutes)}</span>
            </td>
            <td>{appt.patientName}</td>
            <td>{appt.procedureCode}</td>
            {showProvider && <td>{appt.providerName}</td>}
            <td>
              <StatusBadge status={appt.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
