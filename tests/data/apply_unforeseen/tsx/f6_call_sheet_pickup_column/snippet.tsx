// ... existing code ...
  status: "W" | "SW" | "WF" | "SWF" | "H";
  pickupTime?: string;
  callTime: string;
// ... existing code ...
          <th>Status</th>
          <th>Pickup</th>
          <th>Call</th>
          {/* ... existing code ... */}
            <td>
              <StatusPill status={row.status} />
            </td>
            <td>{row.pickupTime ? formatTime(row.pickupTime) : "Self"}</td>
            <td>{formatTime(row.callTime)}</td>
            {/* ... existing code ... */}
