import React, { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNowStrict } from "date-fns";

// ... existing code ...
            <th>Driving left</th>
            <th>Last ping</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((driver) => (
            <tr key={driver.id} onClick={() => onSelectDriver?.(driver)}>
              {/* ... existing cells ... */}
              <td>
                <HosGauge remainingMinutes={driver.drivingMinutesLeft} />
              </td>
              <td>{formatDistanceToNowStrict(new Date(driver.lastPingAt), { addSuffix: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
