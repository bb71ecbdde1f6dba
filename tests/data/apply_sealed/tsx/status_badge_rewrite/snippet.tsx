import clsx from "clsx";

import "./StatusBadge.css";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled" | "refunded";

const STATUS_STYLES: Record<OrderStatus, { label: string; tone: string }> = {
  pending: { label: "Pending", tone: "grey" },
  paid: { label: "Paid", tone: "blue" },
  shipped: { label: "Shipped", tone: "green" },
  cancelled: { label: "Cancelled", tone: "red" },
  refunded: { label: "Refunded", tone: "amber" },
};

interface StatusBadgeProps {
  status: OrderStatus;
  size?: "sm" | "md";
  className?: string;
}

/**
 * Coloured pill showing an order's status in the orders table and on the order page.
 */
export function StatusBadge({ status, size = "md", className }: StatusBadgeProps) {
  const { label, tone } = STATUS_STYLES[status];
  return (
    <span
      className={clsx("badge", `badge--${tone}`, size === "sm" && "badge--sm", className)}
      title={`Order status: ${label}`}
    >
      {label}
    </span>
  );
}

export default StatusBadge;
