import React, { useMemo, useState } from "react";
import { formatCurrency, formatDate } from "../utils/format";
import type { Order } from "../types";

type SortKey = "createdAt" | "total" | "customer";

interface OrderTableProps {
  orders: Order[];
  onSelect?: (order: Order) => void;
  pageSize?: number;
}

function compareOrders(a: Order, b: Order, key: SortKey): number {
  switch (key) {
    case "createdAt":
      return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    case "total":
      return a.total - b.total;
    case "customer":
      return a.customer.name.localeCompare(b.customer.name);
    default:
      return 0;
  }
}

export function OrderTable({ orders, onSelect, pageSize = 20 }: OrderTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [descending, setDescending] = useState(true);
  const [page, setPage] = useState(0);

  const sorted = useMemo(() => {
    const copy = [...orders].sort((a, b) => compareOrders(a, b, sortKey));
    return descending ? copy.reverse() : copy;
  }, [orders, sortKey, descending]);

  const visible = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending(!descending);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  }

  return (
    <div className="order-table">
      <table>
        <thead>
          <tr>
            <th onClick={() => toggleSort("createdAt")}>Date</th>
            <th onClick={() => toggleSort("customer")}>Customer</th>
            <th onClick={() => toggleSort("total")}>Total</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((order) => (
            <tr key={order.id} onClick={() => onSelect?.(order)}>
              <td>{formatDate(order.createdAt)}</td>
              <td>{order.customer.name}</td>
              <td className="numeric">{formatCurrency(order.total)}</td>
              <td>
                <span className={`status-badge status-badge--${order.status}`}>{order.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="pager">
        <button disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page + 1} of {pageCount}
        </span>
        <button disabled={page + 1 >= pageCount} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </footer>
    </div>
  );
}
