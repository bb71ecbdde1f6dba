import React, { useCallback, useState } from "react";

import { fetchOrder, refundOrder, reprintTickets, resendConfirmation } from "../api/boxOffice";
import { Button } from "../components/Button";
import type { Order } from "../types/order";
import { formatCurrency } from "../utils/money";

interface BoxOfficePanelProps {
  orderId: string;
}

export function BoxOfficePanel({ orderId }: BoxOfficePanelProps) {
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setOrder(await fetchOrder(orderId));
    } finally {
      setBusy(false);
    }
  }, [orderId]);

  const handleReprint = useCallback(async () => {
    if (!order) return;
    setBusy(true);
    try {
      await reprintTickets(order.id);
      setMessage(`Reprinted ${order.tickets.length} ticket(s)`);
    } finally {
      setBusy(false);
    }
  }, [order]);

  const handleResend = useCallback(async () => {
    if (!order) return;
    setBusy(true);
    try {
      await resendConfirmation(order.id, order.email);
      setMessage(`Confirmation sent to ${order.email}`);
    } finally {
      setBusy(false);
    }
  }, [order]);

  const handleRefund = useCallback(async () => {
    if (!order) return;
    if (!window.confirm(`Refund ${formatCurrency(order.totalCents)} to ${order.customerName}?`)) return;
    setBusy(true);
    try {
      const refunded = await refundOrder(order.id);
      setOrder(refunded);
      setMessage(`Refunded ${formatCurrency(refunded.refundedCents)}`);
    } finally {
      setBusy(false);
    }
  }, [order]);

  if (!order) {
    return (
      <Button onClick={load} disabled={busy}>
        Look up order {orderId}
      </Button>
    );
  }

  return (
    <div className="box-office-panel">
      <h3>
        Order {order.id} · {order.customerName}
      </h3>
      <p>
        {order.tickets.length} seat(s) for {order.performanceTitle} · {formatCurrency(order.totalCents)}
      </p>
      <div className="actions">
        <Button onClick={handleReprint} disabled={busy}>
          Reprint tickets
        </Button>
        <Button onClick={handleResend} disabled={busy}>
          Resend confirmation
        </Button>
        <Button onClick={handleRefund} disabled={busy || order.status === "refunded"} variant="danger">
          Refund order
        </Button>
      </div>
      {message && <p className="flash">{message}</p>}
    </div>
  );
}
