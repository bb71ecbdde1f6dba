<?php

declare(strict_types=1);

namespace App\Costing;

use App\Models\Recipe;
use App\Models\RecipeLine;
use InvalidArgumentException;

final class RecipeCostCalculator
{
    private const GRAMS_PER_KG = 1000;

    public function __construct(
        private readonly UnitConverter $units,
        private readonly float $defaultWastePct = 0.05,
    ) {
    }

    public function costPerPortion(Recipe $recipe): float
    {
        if ($recipe->portions <= 0) {
            throw new InvalidArgumentException("Recipe {$recipe->id} has no portions");
        }

        return round($this->batchCost($recipe) / $recipe->portions, 4);
    }

    public function batchCost(Recipe $recipe): float
    {
        $total = 0.0;
        foreach ($recipe->lines as $line) {
            $total += $this->lineCost($line);
        }

        return $total;
    }

    public function lineCost(RecipeLine $line): float
    {
        $ingredient = $line->ingredient;
        $grams = $this->units->toGrams($line->quantity, $line->unit, $ingredient);
        $pricePerGram = $ingredient->purchasePrice / ($ingredient->packSizeKg * self::GRAMS_PER_KG);

        return $grams * $pricePerGram * (1 + $this->defaultWastePct);
    }

    public function foodCostPct(Recipe $recipe, float $menuPrice): float
    {
        if ($menuPrice <= 0) {
            throw new InvalidArgumentException('Menu price must be positive');
        }

        return round($this->costPerPortion($recipe) / $menuPrice * 100, 1);
    }

    public function suggestedPrice(Recipe $recipe, float $targetFoodCostPct = 28.0): float
    {
        $cost = $this->costPerPortion($recipe);
        $raw = $cost / ($targetFoodCostPct / 100);

        // Round up to the nearest 25 cents, the way menus are printed.
        return ceil($raw * 4) / 4;
    }

    /**
     * @return array<string, float> ingredient name => share of batch cost (0-1)
     */
    public function costBreakdown(Recipe $recipe): array
    {
        $batch = $this->batchCost($recipe);
        $shares = [];
        foreach ($recipe->lines as $line) {
            $shares[$line->ingredient->name] = $batch > 0 ? $this->lineCost($line) / $batch : 0.0;
        }
        arsort($shares);

        return $shares;
    }
}
