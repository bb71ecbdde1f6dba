    /** @param array<int, array{price: int, qty: int}> $items */
    public static function total(array $items, ?string $coupon = null): int
    {
        $subtotal = self::subtotal($items);
        $discounted = $subtotal - self::discount($subtotal, $coupon);
        $shipping = self::shipping($subtotal, $coupon);
        return max(0, $discounted + self::tax($discounted) + $shipping);
    }

    // ... existing code ...
