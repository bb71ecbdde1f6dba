import { Link } from "react-router-dom";

import { Card } from "../ui/Card";
import { formatCurrency, formatRelative } from "../lib/format";
import type { ActivityEvent, Order, Stat } from "../types";

interface StatCardProps {
  stat: Stat;
}

export function StatCard({ stat }: StatCardProps) {
  const trendClass = stat.delta >= 0 ? "trend trend--up" : "trend trend--down";
  return (
    <Card className="stat-card">
      <span className="stat-card__label">{stat.label}</span>
      <strong className="stat-card__value">{stat.value}</strong>
      <span className={trendClass}>
        {stat.delta >= 0 ? "+" : ""}
        {stat.delta.toFixed(1)}%
      </span>
    </Card>
  );
}

interface RecentOrdersProps {
  orders: Order[];
}

export function RecentOrders({ orders }: RecentOrdersProps) {
  return (
    <Card title="Recent orders">
      <ul className="widget-list">
        {orders.slice(0, 5).map((order) => (
          <li key={order.id} className="widget-list__item">
            <span>#{order.number}</span>
            <span>{order.customerName}</span>
            <span>{formatCurrency(order.total)}</span>
          </li>
        ))}
      </ul>
      <Link to="/orders">View all orders</Link>
    </Card>
  );
}

interface TopProductsProps {
  products: { id: string; name: string; unitsSold: number; revenue: number }[];
}

export function TopProducts({ products }: TopProductsProps) {
  const ranked = [...products].sort((a, b) => b.revenue - a.revenue).slice(0, 5);
  return (
    <Card title="Top products">
      <ol className="widget-list widget-list--ranked">
        {ranked.map((product) => (
          <li key={product.id} className="widget-list__item">
            <span>{product.name}</span>
            <span>{product.unitsSold} sold</span>
            <span>{formatCurrency(product.revenue)}</span>
          </li>
        ))}
      </ol>
      <Link to="/products">View all products</Link>
    </Card>
  );
}

interface ActivityFeedProps {
  events: ActivityEvent[];
}

export function ActivityFeed({ events }: ActivityFeedProps) {
  if (events.length === 0) {
    return (
      <Card title="Activity">
        <p className="empty">Nothing has happened yet.</p>
      </Card>
    );
  }
  return (
    <Card title="Activity">
      <ul className="widget-list">
        {events.map((event) => (
          <li key={event.id} className="widget-list__item">
            <span>{event.actor}</span>
            <span>{event.message}</span>
            <time dateTime={event.at}>{formatRelative(event.at)}</time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
