<?php

declare(strict_types=1);

namespace BoxOffice\Refunds;

use BoxOffice\Orders\OrderRepository;
use BoxOffice\Orders\TicketOrder;
use BoxOffice\Payments\RefundGateway;
use BoxOffice\Performances\PerformanceRepository;
use Psr\Log\LoggerInterface;

final class RefundRequestHandler
{
    private const MAX_REFUNDS_PER_ORDER = 3;

    public function __construct(
        private OrderRepository $orders,
        private PerformanceRepository $performances,
        private RefundGateway $gateway,
        private RefundPolicy $policy,
        private LoggerInterface $logger,
    ) {
    }

    public function handle(RefundRequest $request): RefundResult
    {
        $order = $this->orders->find($request->orderId);
        if ($order === null) {
            return RefundResult::rejected('Order not found.');
        }

        if ($order->customerId !== $request->customerId) {
            return RefundResult::rejected('Order does not belong to this customer.');
        }

        if (count($order->refunds) >= self::MAX_REFUNDS_PER_ORDER) {
            return RefundResult::rejected('Refund limit reached for this order.');
        }

        $performance = $this->performances->get($order->performanceId);
        $amount = $this->policy->refundAmount($order, $performance, new \DateTimeImmutable());

        if ($amount <= 0) {
            return RefundResult::rejected('This order is not eligible for a refund.');
        }

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

    public function releaseSeats(TicketOrder $order): void
    {
        foreach ($order->seatIds as $seatId) {
            $this->performances->releaseSeat($order->performanceId, $seatId);
        }
    }
}
