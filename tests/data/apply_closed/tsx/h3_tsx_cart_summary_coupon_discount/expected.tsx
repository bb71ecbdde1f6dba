import { useMemo } from "react";
import { useCart } from "../hooks/useCart";
import { useCoupon } from "../hooks/useCoupon";
import { formatPrice } from "../lib/money";
import { CartLine } from "./CartLine";
import styles from "./CartSummary.module.css";

const FREE_SHIPPING_THRESHOLD = 5000;
const SHIPPING_FEE = 495;

export function CartSummary() {
  const { items, removeItem, updateQuantity } = useCart();
  const { coupon, discountFor } = useCoupon();

  const subtotal = useMemo(
    () => items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    [items],
  );
  const shipping = subtotal >= FREE_SHIPPING_THRESHOLD || subtotal === 0 ? 0 : SHIPPING_FEE;
  const discount = coupon ? discountFor(subtotal) : 0;
  const total = subtotal - discount + shipping;

  if (items.length === 0) {
    return <p className={styles.empty}>Your cart is empty.</p>;
  }

  return (
    <section className={styles.summary}>
      <ul className={styles.lines}>
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            onRemove={() => removeItem(item.id)}
            onQuantityChange={(qty) => updateQuantity(item.id, qty)}
          />
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? "Free" : formatPrice(shipping)}</dd>
        {coupon && (
          <>
            <dt>Discount ({coupon.code})</dt>
            <dd>-{formatPrice(discount)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd className={styles.grandTotal}>{formatPrice(total)}</dd>
      </dl>
    </section>
  );
}

export function CartBadge() {
  const { items } = useCart();
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  if (count === 0) return null;
  return <span className={styles.badge}>{count}</span>;
}
