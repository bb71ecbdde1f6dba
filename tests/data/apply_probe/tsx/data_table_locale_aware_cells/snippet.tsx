// ... existing code ...

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
    // ... boolean and default cases unchanged ...
  }
}

// ... existing code ...

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  emptyMessage = "No results",
  locale = "en-US",
}: DataTableProps<T>) {
  // ... existing code ...
            {columns.map((column) => (
              <td key={String(column.key)} className={column.align === "right" ? "text-right" : undefined}>
                {formatCell(row[column.key], column, locale)}
              </td>
            ))}
  // ... existing code ...
}
