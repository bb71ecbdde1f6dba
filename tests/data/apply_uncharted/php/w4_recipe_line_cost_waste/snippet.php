// ... existing code ...

    public function lineCost(RecipeLine $line): float
    {
        $ingredient = $line->ingredient;
        $grams = $this->units->toGrams($line->quantity, $line->unit, $ingredient);
        $pricePerGram = $ingredient->purchasePrice / ($ingredient->packSizeKg * self::GRAMS_PER_KG);

        // Trim loss is tracked per ingredient now (e.g. 0.35 for whole salmon); fall back to the kitchen default.
        $wastePct = $ingredient->wastePct ?? $this->defaultWastePct;
        if ($wastePct < 0 || $wastePct >= 1) {
            throw new InvalidArgumentException("Invalid waste % for {$ingredient->name}");
        }

        // Waste is lost yield, so the usable grams cost more: divide rather than multiply.
        return $grams * $pricePerGram / (1 - $wastePct);
    }

// ... existing code ...
