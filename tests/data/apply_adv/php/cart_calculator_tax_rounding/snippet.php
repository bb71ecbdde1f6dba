    public function tax(Cart $cart): float
    {
        $taxable = 0.0;
        foreach ($cart->items() as $item) {
            if ($item->taxExempt) {
                continue;
            }
            $taxable += $this->lineTotal($item);
        }
        $taxable = max(0.0, $taxable - $this->discount($cart));

        return round($taxable * $this->taxRate, 2, PHP_ROUND_HALF_EVEN);
    }

    // ... existing code ...
