import React from "react";
import type { ColumnDef } from "../table/types";
import { formatDate, formatMoney } from "../lib/format";
import { StatusPill } from "./StatusPill";
import type { Order } from "./types";

export const orderColumns: ColumnDef<Order>[] = [
  {
    key: "number",
    header: "Order",
    width: 120,
    sortable: true,
    render: (order) => <a href={`/orders/${order.id}`}>#{order.number}</a>,
  },
  {
    key: "customer",
    header: "Customer",
    width: 220,
    sortable: true,
    render: (order) => <span className="truncate">{order.customerName}</span>,
  },
  {
    key: "status",
    header: "Status",
    width: 120,
    sortable: false,
    render: (order) => <StatusPill status={order.status} />,
  },
  {
    key: "total",
    header: "Total",
    width: 110,
    sortable: true,
    render: (order) => <span className="num">{formatMoney(order.total, order.currency)}</span>,
  },
  {
    key: "createdAt",
    header: "Created",
    width: 140,
    sortable: true,
    render: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>,
  },
  {
    key: "updatedAt",
    header: "Updated",
    width: 140,
    sortable: false,
    render: (order) => <time dateTime={order.updatedAt}>{formatDate(order.updatedAt)}</time>,
  },
  {
    key: "shippedAt",
    header: "Shipped",
    width: 140,
    sortable: false,
    render: (order) =>
      order.shippedAt ? <time dateTime={order.shippedAt}>{formatDate(order.shippedAt)}</time> : <span>—</span>,
  },
];

export const defaultSort = { key: "createdAt", direction: "desc" } as const;
