import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import type { Sample } from "../types/lims";
import { StatusPill } from "./StatusPill";
import { formatDate } from "../util/format";
import { QcBadge } from "./QcBadge";

type SortKey = "sampleId" | "project" | "receivedAt" | "status";

interface SampleTableProps {
  samples: Sample[];
  selected: Set<string>;
  onToggle: (sampleId: string) => void;
}

export function SampleTable({ samples, selected, onToggle }: SampleTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("receivedAt");
  const [descending, setDescending] = useState(true);

  const rows = useMemo(() => {
    const sorted = [...samples].sort((a, b) => {
      const av = a[sortKey];
      const bv = b[sortKey];
      if (av < bv) return -1;
      if (av > bv) return 1;
      return 0;
    });
    return descending ? sorted.reverse() : sorted;
  }, [samples, sortKey, descending]);

  const header = (key: SortKey, label: string) => (
    <th
      onClick={() => {
        if (key === sortKey) setDescending(!descending);
        else setSortKey(key);
      }}
      aria-sort={key === sortKey ? (descending ? "descending" : "ascending") : "none"}
    >
      {label}
    </th>
  );

  return (
    <table className="sample-table">
      <thead>
        <tr>
          <th className="sample-table__check" />
          {header("sampleId", "Sample")}
          {header("project", "Project")}
          {header("receivedAt", "Received")}
          {header("status", "Status")}
          <th>QC</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.sampleId} className={selected.has(s.sampleId) ? "is-selected" : undefined}>
            <td className="sample-table__check">
              <input
                type="checkbox"
                checked={selected.has(s.sampleId)}
                onChange={() => onToggle(s.sampleId)}
              />
            </td>
            <td>
              <Link to={`/samples/${s.sampleId}`}>{s.sampleId}</Link>
            </td>
            <td>{s.project}</td>
            <td>{formatDate(s.receivedAt)}</td>
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
