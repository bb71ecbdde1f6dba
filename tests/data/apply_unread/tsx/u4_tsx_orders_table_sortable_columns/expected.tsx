import { useMemo, useState } from 'react';
import type { Order } from '../types';
import { formatCurrency, formatDate } from '../lib/format';
import { sortOrders, type SortKey } from '../lib/sortOrders';
import './OrdersTable.css';

type Props = {
  orders: Order[];
  onSelect: (order: Order) => void;
};

const STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function StatusPill({ status }: { status: Order['status'] }) {
  return <span className={`status-pill status-pill--${status}`}>{STATUS_LABELS[status]}</span>;
}

export function OrdersTable({ orders, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('createdAt');
  const [descending, setDescending] = useState(true);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) {
      return orders;
    }
    return orders.filter(
      (order) =>
        order.number.toLowerCase().includes(q) ||
        order.customer.name.toLowerCase().includes(q),
    );
  }, [orders, query]);

  const sorted = useMemo(
    () => sortOrders(visible, sortKey, descending),
    [visible, sortKey, descending],
  );

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending((d) => !d);
    } else {
      setSortKey(key);
      setDescending(false);
    }
  }

  return (
    <div className="orders-table">
      <input
        className="orders-table__search"
        type="search"
        placeholder="Search by order or customer"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <table>
        <thead>
          <tr>
            <th onClick={() => toggleSort('number')}>Order</th>
            <th onClick={() => toggleSort('customer')}>Customer</th>
            <th onClick={() => toggleSort('createdAt')}>Date</th>
            <th>Status</th>
            <th className="numeric" onClick={() => toggleSort('total')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((order) => (
            <tr key={order.id} onClick={() => onSelect(order)}>
              <td>#{order.number}</td>
              <td>{order.customer.name}</td>
              <td>{formatDate(order.createdAt)}</td>
              <td>
                <StatusPill status={order.status} />
              </td>
              <td className="numeric">{formatCurrency(order.total, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {visible.length === 0 && <p className="orders-table__empty">No orders match “{query}”.</p>}
    </div>
  );
}
