import type { Cart, CartLine, Coupon } from "./types";
import { roundCents } from "../lib/money";
import { TaxService } from "./tax-service";
import { ShippingService } from "./shipping-service";

export interface CheckoutSummary {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

const FREE_SHIPPING_THRESHOLD = 75;

export class CheckoutCalculator {
  constructor(
    private readonly tax: TaxService,
    private readonly shipping: ShippingService,
  ) {}

  lineTotal(line: CartLine): number {
    return roundCents(line.unitPrice * line.quantity);
  }

  subtotal(cart: Cart): number {
    return roundCents(cart.lines.reduce((sum, line) => sum + this.lineTotal(line), 0));
  }

  couponDiscount(coupon: Coupon | undefined, subtotal: number): number {
    if (!coupon || subtotal < coupon.minimumSpend) {
      return 0;
    }
    if (coupon.kind === "percent") {
      return roundCents((subtotal * coupon.value) / 100);
    }
    return Math.min(coupon.value, subtotal);
  }

  summarize(cart: Cart): CheckoutSummary {
    const subtotal = this.subtotal(cart);
    let discount = this.couponDiscount(cart.coupon, subtotal);

    if (cart.legacyCouponCode) {
      const legacy = cart.legacyCouponCode.trim().toUpperCase();
      if (legacy === "WELCOME10") {
        discount = Math.max(discount, roundCents(subtotal * 0.1));
      } else if (legacy === "SHIPFREE") {
        discount = Math.max(discount, 0);
      }
    }

    const discounted = Math.max(subtotal - discount, 0);
    const shipping =
      discounted >= FREE_SHIPPING_THRESHOLD ? 0 : this.shipping.quote(cart.address, cart.lines);
    const tax = this.tax.compute(cart.address, discounted + shipping);

    return {
      subtotal,
      discount,
      shipping,
      tax,
      total: roundCents(discounted + shipping + tax),
    };
  }

  itemCount(cart: Cart): number {
    return cart.lines.reduce((count, line) => count + line.quantity, 0);
  }
}
