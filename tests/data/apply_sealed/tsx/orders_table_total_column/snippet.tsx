// ...

export function OrdersTable({ orders, onSelect }: OrdersTableProps) {
  // ...

  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th onClick={() => setSortKey("number")}>Order</th>
          <th onClick={() => setSortKey("customerName")}>Customer</th>
          <th>Status</th>
          <th className="numeric">Total</th>
          <th onClick={() => setSortKey("placedAt")}>Placed</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((order) => (
          <tr key={order.id} onClick={() => onSelect(order.id)}>
            <td>{order.number}</td>
            <td>{order.customerName}</td>
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td className="numeric">{formatMoney(order.totalCents, order.currency)}</td>
            <td>{formatDate(order.placedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ...
