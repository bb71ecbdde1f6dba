<?php

declare(strict_types=1);

namespace App\Services\Cart;

use App\Models\Cart;
use App\Models\Coupon;
use App\Models\Product;
use App\Services\Cart\Exceptions\CouponException;

class CartService
{
    public function __construct(private readonly TaxCalculator $taxes)
    {
    }

    public function addItem(Cart $cart, Product $product, int $quantity = 1): void
    {
        $line = $cart->lines()->firstOrNew(['product_id' => $product->id]);
        $line->quantity = ($line->quantity ?? 0) + $quantity;
        $line->unit_price_cents = $product->price_cents;
        $line->save();

        $this->recalculate($cart);
    }

    public function removeItem(Cart $cart, Product $product): void
    {
        $cart->lines()->where('product_id', $product->id)->delete();

        $this->recalculate($cart);
    }

    public function applyCoupon(Cart $cart, string $code): void
    {
        $coupon = Coupon::query()->active()->where('code', strtoupper($code))->first();
        if ($coupon === null) {
            throw CouponException::notFound($code);
        }
        if ($coupon->minimum_cents > $cart->subtotal_cents) {
            throw CouponException::minimumNotReached($coupon);
        }

        $cart->coupon()->associate($coupon);
        $this->recalculate($cart);
    }

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
