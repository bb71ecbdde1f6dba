<?php

declare(strict_types=1);

namespace Shop\Cart;

final class CartTotals
{
    private const TAX_RATE = 0.2;

    /** @param array<int, array{price: int, qty: int}> $items */
    public static function subtotal(array $items): int
    {
        $sum = 0;
        foreach ($items as $item) {
            $sum += $item['price'] * $item['qty'];
        }
        return $sum;
    }

    public static function discount(int $subtotal, ?string $coupon): int
    {
        if ($coupon === null) {
            return 0;
        }
        if ($coupon === 'WELCOME10') {
            return intdiv($subtotal, 10);
        }
        if ($coupon === 'FREESHIP') {
            return 0;
        }
        return 0;
    }

    public static function shipping(int $subtotal, ?string $coupon): int
    {
        if ($coupon === 'FREESHIP' || $subtotal >= 5000) {
            return 0;
        }
        return 499;
    }

    public static function tax(int $amount): int
    {
        return (int) round($amount * self::TAX_RATE);
    }

    /** @param array<int, array{price: int, qty: int}> $items */
    public static function total(array $items, ?string $coupon = null): int
    {
        $subtotal = self::subtotal($items);
        $discounted = $subtotal - self::discount($subtotal, $coupon);
        $shipping = self::shipping($subtotal, $coupon);
        return max(0, $discounted + self::tax($discounted) + $shipping);
    }

    public static function format(int $cents, string $currency = 'EUR'): string
    {
        return sprintf('%s %.2f', $currency, $cents / 100);
    }
}
