import { useMemo, useState } from 'react';
import type { Order } from '../types';
import { formatCurrency, formatDate } from '../lib/format';
import { sortOrders, type SortKey } from '../lib/sortOrders';
import './OrdersTable.css';

// ... keep existing code

export function OrdersTable({ orders, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('createdAt');
  const [descending, setDescending] = useState(true);

  // ... keep existing code

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
    // ... keep existing code
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
          // ... keep existing code
