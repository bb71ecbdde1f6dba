import React, { useMemo } from "react";
import { format } from "date-fns";
import type { Appointment } from "../types/appointment";
import { formatDuration } from "../utils/time";
import { StatusBadge } from "./StatusBadge";

// ... existing code ...

        {sorted.map((appt) => (
          <tr key={appt.id} onClick={() => onSelect(appt.id)}>
            <td>
              {format(new Date(appt.startsAt), "h:mm a")}
              <span className="duration">{formatDuration(appt.durationMinutes)}</span>
            </td>
            <td>{appt.patientName}</td>
            {/* ... existing code ... */}
