<?php

declare(strict_types=1);

namespace Shop\Checkout;

use Shop\Checkout\Contracts\ShippingRateProvider;
use Shop\Checkout\ValueObjects\Cart;
use Shop\Checkout\ValueObjects\CartItem;

final class CartCalculator
{
    private const FREE_SHIPPING_THRESHOLD = 75.00;

    public function __construct(
        private readonly float $taxRate,
        private readonly ShippingRateProvider $shippingRates,
    ) {
    }

    public function lineTotal(CartItem $item): float
    {
        return round($item->unitPrice * $item->quantity, 2);
    }

    public function subtotal(Cart $cart): float
    {
        $sum = 0.0;
        foreach ($cart->items() as $item) {
            $sum += $this->lineTotal($item);
        }

        return round($sum, 2);
    }

    public function discount(Cart $cart): float
    {
        $coupon = $cart->coupon();
        if ($coupon === null || $coupon->isExpired()) {
            return 0.0;
        }

        return round(min($coupon->amountFor($this->subtotal($cart)), $this->subtotal($cart)), 2);
    }

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

    public function shipping(Cart $cart): float
    {
        if ($this->subtotal($cart) - $this->discount($cart) >= self::FREE_SHIPPING_THRESHOLD) {
            return 0.0;
        }

        return round($this->shippingRates->rateFor($cart->destination(), $cart->weight()), 2);
    }

    public function total(Cart $cart): float
    {
        return round(
            $this->subtotal($cart) - $this->discount($cart) + $this->tax($cart) + $this->shipping($cart),
            2
        );
    }
}
