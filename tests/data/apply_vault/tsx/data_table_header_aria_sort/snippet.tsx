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
    <thead className="data-table__head">
      <tr>
        {columns.map((column) => {
          const direction = sort?.key === column.key ? sort.direction : null;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
              className={clsx(column.align === 'right' && 'text-right', column.sortable && 'cursor-pointer')}
              onClick={column.sortable ? () => onSort(column.key) : undefined}
            >
              {column.title}
              {column.sortable && <SortIcon direction={direction} />}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
