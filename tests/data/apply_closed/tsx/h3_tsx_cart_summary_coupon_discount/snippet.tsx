import { useMemo } from "react";
import { useCart } from "../hooks/useCart";
import { useCoupon } from "../hooks/useCoupon";
import { formatPrice } from "../lib/money";
// ... existing code ...

export function CartSummary() {
  const { items, removeItem, updateQuantity } = useCart();
  const { coupon, discountFor } = useCoupon();

  // ... existing code ...
  const shipping = subtotal >= FREE_SHIPPING_THRESHOLD || subtotal === 0 ? 0 : SHIPPING_FEE;
  const discount = coupon ? discountFor(subtotal) : 0;
  const total = subtotal - discount + shipping;

  // ... existing code ...
        <dd>{shipping === 0 ? "Free" : formatPrice(shipping)}</dd>
        {coupon && (
          <>
            <dt>Discount ({coupon.code})</dt>
            <dd>-{formatPrice(discount)}</dd>
          </>
        )}
        <dt>Total</dt>
        {/* ... existing code ... */}
