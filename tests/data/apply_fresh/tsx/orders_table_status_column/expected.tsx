import { useMemo, useState } from "react";
import type { Order } from "../api/types";
import { formatCurrency, formatDate } from "../lib/format";

type SortKey = "createdAt" | "total" | "customer";

type OrdersTableProps = {
  orders: Order[];
  onSelect: (order: Order) => void;
};

export function OrdersTable({ orders, onSelect }: OrdersTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [descending, setDescending] = useState(true);

  const sorted = useMemo(() => {
    const copy = [...orders];
    copy.sort((a, b) => {
      const left = sortKey === "customer" ? a.customer.name : a[sortKey];
      const right = sortKey === "customer" ? b.customer.name : b[sortKey];
      if (left < right) return descending ? 1 : -1;
      if (left > right) return descending ? -1 : 1;
      return 0;
    });
    return copy;
  }, [orders, sortKey, descending]);

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending((d) => !d);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  }

  if (orders.length === 0) {
    return <p className="orders-empty">No orders yet.</p>;
  }

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
