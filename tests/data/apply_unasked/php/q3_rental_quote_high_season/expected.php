<?php

declare(strict_types=1);

namespace Alpenrose\Rental\Pricing;

use Alpenrose\Rental\Domain\EquipmentItem;
use Alpenrose\Rental\Domain\RentalQuote;
use Alpenrose\Rental\Pricing\Exception\InvalidRentalPeriod;

final class RentalQuoteService
{
    private const INSURANCE_PER_DAY = 4.50;
    private const MAX_DAYS = 21;

    public function __construct(
        private readonly TariffRepository $tariffs,
        private readonly DiscountPolicy $discounts,
    ) {
    }

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

        $insurance = $withInsurance ? self::INSURANCE_PER_DAY * $days * count($items) : 0.0;
        $discount = $this->discounts->forDuration($days, $subtotal);

        return new RentalQuote(
            subtotal: round($subtotal, 2),
            insurance: round($insurance, 2),
            discount: round($discount, 2),
            total: round($subtotal + $insurance - $discount, 2),
        );
    }

    /**
     * @param EquipmentItem[] $items
     */
    public function quoteFamilyPackage(array $items, int $days): RentalQuote
    {
        $quote = $this->quote($items, $days, true);

        if (count($items) >= 4) {
            return $quote->withExtraDiscount(round($quote->total * 0.10, 2));
        }

        return $quote;
    }

    public function itemPrice(EquipmentItem $item, int $days, bool $highSeason = false): float
    {
        $tariff = $this->tariffs->forCategory($item->category, $highSeason);
        $price = $tariff->firstDay + $tariff->additionalDay * ($days - 1);

        if ($item->isPremium) {
            $price *= 1.25;
        }

        return $price;
    }

    private function assertValidPeriod(int $days): void
    {
        if ($days < 1 || $days > self::MAX_DAYS) {
            throw new InvalidRentalPeriod(sprintf('Rental period must be 1-%d days, got %d.', self::MAX_DAYS, $days));
        }
    }
}
