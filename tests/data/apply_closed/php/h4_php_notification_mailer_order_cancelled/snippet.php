    // ... existing code ...

    public function sendOrderConfirmation(Order $order): void
    {
        $this->send($order->customer->email, 'Order #' . $order->number . ' confirmed', 'emails.order-confirmed', [
            'order' => $order,
            'items' => $order->items,
        ]);
    }

    public function sendOrderCancelled(Order $order, string $reason): void
    {
        $this->send($order->customer->email, 'Order #' . $order->number . ' cancelled', 'emails.order-cancelled', [
            'order' => $order,
            'reason' => $reason,
            'refundTotal' => $order->total,
        ]);
    }

    public function sendOrderShipped(Order $order, string $trackingUrl): void
    {
        // ... existing code ...
    }

    // ... existing code ...
