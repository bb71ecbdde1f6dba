// ... existing code ...

function ReserveCell({ entry, selected, onSelect }: CellProps) {
  return (
    <td
      className={classNames('cell', 'cell--reserve', { 'cell--selected': selected })}
      onClick={() => onSelect?.(entry)}
    >
      <span className="cell-code">RSV</span>
    </td>
  );
}

function OffCell({ entry, selected, onSelect }: CellProps) {
  return (
// ... existing code ...
