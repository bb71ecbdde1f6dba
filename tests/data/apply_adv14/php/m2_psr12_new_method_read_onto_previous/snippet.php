// ... existing code ...
        OrderCancelled::dispatch($order);
    }

    public function hold(Order $order, string $reason): void
    {
        if ($order->isShipped()) {
            throw new OrderAlreadyShipped($order);
        }

        $order->update(['status' => 'on_hold', 'hold_reason' => $reason]);
    }

    // ... existing code ...
