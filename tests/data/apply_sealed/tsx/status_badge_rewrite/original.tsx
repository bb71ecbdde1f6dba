import React from "react";

import "./StatusBadge.css";

type Status = "pending" | "paid" | "shipped" | "cancelled";

interface StatusBadgeProps {
  status: Status;
}

/**
 * Coloured pill showing an order's status in the orders table and on the order page.
 */
export function StatusBadge(props: StatusBadgeProps) {
  let label: string;
  let className: string;
  switch (props.status) {
    case "pending":
      label = "Pending";
      className = "badge badge--grey";
      break;
    case "paid":
      label = "Paid";
      className = "badge badge--blue";
      break;
    case "shipped":
      label = "Shipped";
      className = "badge badge--green";
      break;
    case "cancelled":
      label = "Cancelled";
      className = "badge badge--red";
      break;
    default:
      label = props.status;
      className = "badge";
  }
  return <span className={className}>{label}</span>;
}

export default StatusBadge;
