<?php

declare(strict_types=1);

namespace HollowCreek\Wholesale\Invoicing;

use HollowCreek\Wholesale\Order\WholesaleOrder;
use HollowCreek\Wholesale\Pricing\PriceList;
use Money\Currency;
use Money\Money;

final class InvoiceBuilder
{
    public function __construct(
        private readonly PriceList $priceList,
        private readonly ExciseTable $excise,
        private readonly Currency $currency = new Currency('USD'),
    ) {
    }

    public function build(WholesaleOrder $order): Invoice
    {
        $invoice = new Invoice($order->id(), $order->distributor(), $order->shipTo());

        foreach ($order->lines() as $line) {
            $unitPrice = $this->priceList->casePrice($line->sku(), $line->vintage(), $order->tier());
            $invoice->addLine(new InvoiceLine(
                description: sprintf('%s %d (%d x %s)', $line->wineName(), $line->vintage(), $line->bottlesPerCase(), $line->bottleSize()),
                quantity: $line->cases(),
                unitPrice: $unitPrice,
            ));
        }

        $subtotal = $invoice->subtotal();
        if ($order->totalCases() >= 50) {
            $invoice->addDiscount('Volume discount (50+ cases)', $subtotal->multiply('0.08'));
        }

        $freight = $this->freightFor($order);
        if (!$freight->isZero()) {
            $invoice->addCharge('Freight', $freight);
        }

        $state = $order->shipTo()->state();
        if ($this->excise->appliesTo($state)) {
            $invoice->addCharge(
                sprintf('State excise (%s, %s L)', $state, $this->liters($order)),
                $this->excise->dutyFor($state, $this->liters($order)),
            );
        }

        $invoice->setDueDays($order->distributor()->paymentTermsDays());

        return $invoice;
    }

    private function freightFor(WholesaleOrder $order): Money
    {
        if ($order->isWillCall()) {
            return new Money(0, $this->currency);
        }
        $perCase = $order->shipTo()->state() === 'OR' ? 350 : 900;

        return new Money($perCase * $order->totalCases(), $this->currency);
    }

    private function liters(WholesaleOrder $order): string
    {
        $ml = 0;
        foreach ($order->lines() as $line) {
            $ml += $line->cases() * $line->bottlesPerCase() * $line->bottleMl();
        }

        return bcdiv((string) $ml, '1000', 2);
    }
}
