// ... existing imports ...
import { formatDate } from "../util/format";
import { QcBadge } from "./QcBadge";

// ... existing code ...

export function SampleTable({ samples, selected, onToggle }: SampleTableProps) {
  // ... existing code ...

  return (
    <table className="sample-table">
      <thead>
        <tr>
          {/* ... existing headers ... */}
          {header("status", "Status")}
          <th>QC</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.sampleId} className={selected.has(s.sampleId) ? "is-selected" : undefined}>
            {/* ... existing cells ... */}
            <td>
              <StatusPill status={s.status} />
            </td>
            <td>
              <QcBadge metrics={s.qc} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
