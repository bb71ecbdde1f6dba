export function OrdersTable({ orders, onSelect }: OrdersTableProps) {
  // ... existing state, sorting and empty-state code ...

  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th onClick={() => toggleSort("createdAt")}>Date</th>
          <th onClick={() => toggleSort("customer")}>Customer</th>
          <th>Status</th>
          <th onClick={() => toggleSort("total")}>Total</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((order) => (
          <tr key={order.id} onClick={() => onSelect(order)}>
            <td>{formatDate(order.createdAt)}</td>
            <td>{order.customer.name}</td>
            <td>
              <span className={`status status--${order.status}`}>{order.status}</span>
            </td>
            <td className="num">{formatCurrency(order.total, order.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
