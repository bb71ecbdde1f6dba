<?php

namespace App\Services;

use App\Events\OrderCancelled;
use App\Exceptions\OrderAlreadyShipped;
use App\Models\Order;
use Illuminate\Support\Facades\DB;

class OrderService
{
    public function __construct(
        private readonly StockLedger $stock,
        private readonly PaymentGateway $payments,
    ) {
    }

    public function cancel(Order $order): void
    {
        if ($order->isShipped()) {
            throw new OrderAlreadyShipped($order);
        }

        DB::transaction(function () use ($order) {
            $this->stock->release($order->lines);
            $order->update(['status' => 'cancelled']);
        });

        OrderCancelled::dispatch($order);
    }

    public function refund(Order $order): void
    {
        $this->payments->refund($order->payment_reference, $order->total);
        $order->update(['status' => 'refunded']);
    }
}
