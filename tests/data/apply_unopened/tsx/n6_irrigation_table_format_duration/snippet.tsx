import React, { useMemo, useState } from "react";
import { Badge } from "../components/Badge";
import { useIrrigationRuns } from "../hooks/useIrrigationRuns";
import type { IrrigationRun, ZoneStatus } from "../types/irrigation";
import { formatDuration } from "../utils/time";

// ... existing code ...

          <tr key={run.id} onClick={() => onSelectRun?.(run)}>
            <td>{run.zoneName}</td>
            <td>{new Date(run.startsAt).toLocaleTimeString()}</td>
            <td>{formatDuration(run.durationMinutes)}</td>
            <td>{run.flowRateLpm.toFixed(1)}</td>
            {/* ... existing code ... */}
      <tfoot>
        <tr>
          <td colSpan={2}>Total</td>
          <td>{formatDuration(totalMinutes)}</td>
          {/* ... existing code ... */}
