    public function build(WholesaleOrder $order): Invoice
    {
        // ... existing code ...

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

        // ... existing code ...
    }
