import { useMemo, useState } from 'react';
import clsx from 'clsx';

export interface Column<Row> {
  key: keyof Row & string;
  title: string;
  sortable?: boolean;
  align?: 'left' | 'right';
  render?: (row: Row) => React.ReactNode;
}

type SortState<Row> = { key: keyof Row & string; direction: 'asc' | 'desc' } | null;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === null) return <span className="sort-icon sort-icon--idle">↕</span>;
  return <span className="sort-icon">{direction === 'asc' ? '↑' : '↓'}</span>;
}

function TableHeader<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: Column<Row>[];
  sort: SortState<Row>;
  onSort: (key: keyof Row & string) => void;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.key}
            className={clsx(column.align === 'right' && 'text-right')}
            onClick={column.sortable ? () => onSort(column.key) : undefined}
          >
            {column.title}
            {column.sortable && <SortIcon direction={sort?.key === column.key ? sort.direction : null} />}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TableRow<Row>({ row, columns }: { row: Row; columns: Column<Row>[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.key} className={clsx(column.align === 'right' && 'text-right')}>
          {column.render ? column.render(row) : String(row[column.key] ?? '')}
        </td>
      ))}
    </tr>
  );
}

export function DataTable<Row extends { id: string }>({
  rows,
  columns,
}: {
  rows: Row[];
  columns: Column<Row>[];
}) {
  const [sort, setSort] = useState<SortState<Row>>(null);

  const sorted = useMemo(() => {
    if (!sort) return rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => (a[sort.key] > b[sort.key] ? factor : a[sort.key] < b[sort.key] ? -factor : 0));
  }, [rows, sort]);

  function toggleSort(key: keyof Row & string) {
    setSort((prev) =>
      prev?.key === key ? { key, direction: prev.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );
  }

  return (
    <table className="data-table">
      <TableHeader columns={columns} sort={sort} onSort={toggleSort} />
      <tbody>
        {sorted.map((row) => (
          <TableRow key={row.id} row={row} columns={columns} />
        ))}
      </tbody>
    </table>
  );
}
