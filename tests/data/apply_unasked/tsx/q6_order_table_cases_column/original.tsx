import { useMemo, useState } from "react";

import { formatCurrency } from "@/lib/money";
import type { WholesaleOrder } from "@/types/orders";

type SortKey = "orderedAt" | "distributor" | "total";

interface WholesaleOrderTableProps {
  orders: WholesaleOrder[];
  onSelect: (order: WholesaleOrder) => void;
}

function orderTotal(order: WholesaleOrder): number {
  return order.lines.reduce((sum, line) => sum + line.cases * line.pricePerCase, 0);
}

export default function WholesaleOrderTable({ orders, onSelect }: WholesaleOrderTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("orderedAt");
  const [descending, setDescending] = useState(true);

  const sorted = useMemo(() => {
    const copy = [...orders];
    copy.sort((a, b) => {
      let cmp = 0;
      if (sortKey === "distributor") {
        cmp = a.distributor.localeCompare(b.distributor);
      } else if (sortKey === "total") {
        cmp = orderTotal(a) - orderTotal(b);
      } else {
        cmp = a.orderedAt.localeCompare(b.orderedAt);
      }
      return descending ? -cmp : cmp;
    });
    return copy;
  }, [orders, sortKey, descending]);

  const toggleSort = (key: SortKey) => {
    if (key === sortKey) {
      setDescending(!descending);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  };

  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          <th onClick={() => toggleSort("orderedAt")}>Ordered</th>
          <th onClick={() => toggleSort("distributor")}>Distributor</th>
          <th>State</th>
          <th onClick={() => toggleSort("total")}>Total</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((order) => (
          <tr key={order.id} onClick={() => onSelect(order)} className="cursor-pointer hover:bg-muted">
            <td>{new Date(order.orderedAt).toLocaleDateString()}</td>
            <td>{order.distributor}</td>
            <td>{order.shipToState}</td>
            <td className="text-right">{formatCurrency(orderTotal(order))}</td>
            <td>{order.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
