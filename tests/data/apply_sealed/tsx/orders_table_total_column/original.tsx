import { useMemo, useState } from "react";

import { StatusBadge } from "./StatusBadge";
import { formatDate, formatMoney } from "../lib/format";
import type { OrderSummary } from "../api/types";

type SortKey = "placedAt" | "number" | "customerName";

interface OrdersTableProps {
  orders: OrderSummary[];
  onSelect: (orderId: string) => void;
}

function compare(a: OrderSummary, b: OrderSummary, key: SortKey): number {
  if (key === "placedAt") {
    return new Date(b.placedAt).getTime() - new Date(a.placedAt).getTime();
  }
  return a[key].localeCompare(b[key]);
}

export function OrdersTable({ orders, onSelect }: OrdersTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("placedAt");
  const sorted = useMemo(() => [...orders].sort((a, b) => compare(a, b, sortKey)), [orders, sortKey]);

  if (orders.length === 0) {
    return <p className="empty-state">No orders yet.</p>;
  }

  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th onClick={() => setSortKey("number")}>Order</th>
          <th onClick={() => setSortKey("customerName")}>Customer</th>
          <th>Status</th>
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
            <td>{formatDate(order.placedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface OrdersFooterProps {
  orders: OrderSummary[];
  currency: string;
}

export function OrdersFooter({ orders, currency }: OrdersFooterProps) {
  const total = orders.reduce((sum, order) => sum + order.totalCents, 0);
  return (
    <footer className="orders-footer">
      <span>{orders.length} orders</span>
      <strong>{formatMoney(total, currency)}</strong>
    </footer>
  );
}
