import { useEffect, useMemo, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";
import { OrderRow } from "./OrderRow";
import { Spinner } from "./Spinner";

type SortKey = "date" | "total";

export default function OrderList({ customerId }: { customerId: string }) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [sortKey, setSortKey] = useState<SortKey>("date");

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchOrders(customerId).then((data) => {
      if (!cancelled) {
        setOrders(data);
        setLoading(false);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [customerId]);

  const sorted = useMemo(() => {
    const copy = [...orders];
    copy.sort((a, b) => (sortKey === "date" ? b.placedAt.localeCompare(a.placedAt) : b.total - a.total));
    return copy;
  }, [orders, sortKey]);

  if (loading) {
    return <Spinner />;
  }

  return (
    <div>
      <select value={sortKey} onChange={(e) => setSortKey(e.target.value as SortKey)}>
        <option value="date">Newest first</option>
        <option value="total">Largest first</option>
      </select>
      <ul>
        {sorted.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </div>
  );
}
