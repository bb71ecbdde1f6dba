<?php

declare(strict_types=1);

namespace App\Services\Cart;

use App\Models\Cart;
use App\Models\Coupon;
use App\Models\Product;
use App\Services\Cart\Exceptions\CouponException;

class CartService
{
    // ... existing code ...

    // ... removed applyLegacyCoupon() (legacy coupons were migrated) ...

    public function recalculate(Cart $cart): void
    {
        $cart->load('lines', 'coupon');

        $subtotal = $cart->lines->sum(fn ($line) => $line->quantity * $line->unit_price_cents);
        $discount = $cart->coupon?->discountFor($subtotal) ?? 0;

        $cart->subtotal_cents = $subtotal;
        $cart->discount_cents = min($discount, $subtotal);
        $cart->tax_cents = $this->taxes->forAmount($subtotal - $cart->discount_cents, $cart->country);
        $cart->total_cents = $subtotal - $cart->discount_cents + $cart->tax_cents;
        $cart->save();
    }
}
