export function OrderRow({ order, selected, onSelect, onCancel }: OrderRowProps) {
  // ... existing code ...
  const trackingUrl = order.trackingNumber
    ? `https://track.example.com/${encodeURIComponent(order.trackingNumber)}`
    : null;

  return (
    <TableRow data-state={selected ? "selected" : undefined} onClick={() => onSelect(order.id)}>
      {/* ... number, customer, date and status cells ... */}
      <TableCell>
        {trackingUrl ? (
          <a href={trackingUrl} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
            {order.trackingNumber}
          </a>
        ) : (
          <span className="text-muted-foreground">-</span>
        )}
      </TableCell>
      {/* ... total and cancel cells ... */}
    </TableRow>
  );
}
