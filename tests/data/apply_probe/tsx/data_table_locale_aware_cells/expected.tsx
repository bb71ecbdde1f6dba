import { useMemo, useState } from "react";
import { ChevronDown, ChevronUp } from "lucide-react";

export type CellFormat = "text" | "number" | "currency" | "date" | "boolean";

export interface Column<T> {
  key: keyof T;
  header: string;
  format?: CellFormat;
  align?: "left" | "right";
  sortable?: boolean;
}

interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  emptyMessage?: string;
  locale?: string;
}

function formatCell<T>(value: unknown, column: Column<T>, locale: string): React.ReactNode {
  if (value === null || value === undefined) {
    return <span className="text-muted">—</span>;
  }
  switch (column.format) {
    case "number":
      return new Intl.NumberFormat(locale).format(Number(value));
    case "currency":
      return new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(Number(value));
    case "date":
      return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(String(value)));
    case "boolean":
      return value ? "Yes" : "No";
    default:
      return String(value);
  }
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as number) < (b as number) ? -1 : 1;
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  emptyMessage = "No results",
  locale = "en-US",
}: DataTableProps<T>) {
  const [sortKey, setSortKey] = useState<keyof T | null>(null);
  const [ascending, setAscending] = useState(true);

  const sorted = useMemo(() => {
    if (sortKey === null) return rows;
    const copy = [...rows];
    copy.sort((a, b) => compareValues(a[sortKey], b[sortKey]) * (ascending ? 1 : -1));
    return copy;
  }, [rows, sortKey, ascending]);

  function toggleSort(key: keyof T) {
    if (sortKey === key) {
      setAscending(!ascending);
    } else {
      setSortKey(key);
      setAscending(true);
    }
  }

  if (rows.length === 0) {
    return <p className="py-8 text-center text-sm text-muted">{emptyMessage}</p>;
  }

  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={String(column.key)}
              className={column.align === "right" ? "text-right" : "text-left"}
              onClick={column.sortable ? () => toggleSort(column.key) : undefined}
            >
              {column.header}
              {sortKey === column.key && (ascending ? <ChevronUp size={14} /> : <ChevronDown size={14} />)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={rowKey(row)} className="border-t">
            {columns.map((column) => (
              <td key={String(column.key)} className={column.align === "right" ? "text-right" : undefined}>
                {formatCell(row[column.key], column, locale)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
