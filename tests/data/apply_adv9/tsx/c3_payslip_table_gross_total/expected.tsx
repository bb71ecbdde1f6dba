import { useMemo, useState } from "react";

import { formatCurrency, formatDate } from "../lib/format";
import type { Payslip } from "../types/payroll";

type SortKey = "employee" | "payDate" | "gross" | "net";

interface PayslipTableProps {
  payslips: Payslip[];
  currency?: string;
  onSelect?: (payslip: Payslip) => void;
}

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: "employee", label: "Employee", numeric: false },
  { key: "payDate", label: "Pay date", numeric: false },
  { key: "gross", label: "Gross", numeric: true },
  { key: "net", label: "Net", numeric: true },
];

function compare(a: Payslip, b: Payslip, key: SortKey): number {
  switch (key) {
    case "employee":
      return a.employeeName.localeCompare(b.employeeName);
    case "payDate":
      return a.payDate.localeCompare(b.payDate);
    case "gross":
      return a.grossPence - b.grossPence;
    case "net":
      return a.netPence - b.netPence;
  }
}

export function PayslipTable({ payslips, currency = "GBP", onSelect }: PayslipTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("payDate");
  const [descending, setDescending] = useState(true);

  const rows = useMemo(() => {
    const sorted = [...payslips].sort((a, b) => compare(a, b, sortKey));
    return descending ? sorted.reverse() : sorted;
  }, [payslips, sortKey, descending]);

  const totalGross = rows.reduce((sum, p) => sum + p.grossPence, 0);
  const totalNet = rows.reduce((sum, p) => sum + p.netPence, 0);

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending((d) => !d);
    } else {
      setSortKey(key);
      setDescending(false);
    }
  }

  return (
    <table className="payslip-table">
      <thead>
        <tr>
          {COLUMNS.map((col) => (
            <th
              key={col.key}
              className={col.numeric ? "numeric" : undefined}
              aria-sort={sortKey === col.key ? (descending ? "descending" : "ascending") : "none"}
              onClick={() => toggleSort(col.key)}
            >
              {col.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} onClick={() => onSelect?.(p)}>
            <td>{p.employeeName}</td>
            <td>{formatDate(p.payDate)}</td>
            <td className="numeric">{formatCurrency(p.grossPence, currency)}</td>
            <td className="numeric">{formatCurrency(p.netPence, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>Totals</td>
          <td className="numeric">{formatCurrency(totalGross, currency)}</td>
          <td className="numeric">{formatCurrency(totalNet, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
