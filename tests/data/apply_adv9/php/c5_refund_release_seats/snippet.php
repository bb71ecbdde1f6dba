<?php

// ... existing code ...

    public function handle(RefundRequest $request): RefundResult
    {
        // ... existing code ...

        $refundId = $this->gateway->refund($order->paymentReference, $amount);
        $order->recordRefund($refundId, $amount, $request->reason);
        $this->orders->save($order);
        $this->releaseSeats($order);

        $this->logger->info('Refunded order {order}', [
            'order' => $order->id,
            'amount' => $amount,
            'reason' => $request->reason,
        ]);

        return RefundResult::approved($refundId, $amount);
    }

// ... existing code ...
