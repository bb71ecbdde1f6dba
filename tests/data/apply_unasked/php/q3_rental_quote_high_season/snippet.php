// ... existing code ...

    /**
     * @param EquipmentItem[] $items
     */
    public function quote(array $items, int $days, bool $withInsurance, bool $highSeason = false): RentalQuote
    {
        $this->assertValidPeriod($days);

        $subtotal = 0.0;
        foreach ($items as $item) {
            $subtotal += $this->itemPrice($item, $days, $highSeason);
        }

        // ... existing code ...
    }

    // ... existing code ...

    public function itemPrice(EquipmentItem $item, int $days, bool $highSeason = false): float
    {
        $tariff = $this->tariffs->forCategory($item->category, $highSeason);
        $price = $tariff->firstDay + $tariff->additionalDay * ($days - 1);

        // ... existing code ...
    }

// ... existing code ...
