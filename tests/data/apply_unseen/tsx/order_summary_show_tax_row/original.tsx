import { useMemo } from "react";

import { formatMoney } from "@/lib/money";
import type { CartItem, ShippingOption } from "@/types/cart";

import styles from "./OrderSummary.module.css";

interface OrderSummaryProps {
  items: CartItem[];
  shipping: ShippingOption | null;
  discount: number;
  taxRate: number;
  currency: string;
  onCheckout: () => void;
  disabled?: boolean;
}

export function OrderSummary({
  items,
  shipping,
  discount,
  taxRate,
  currency,
  onCheckout,
  disabled = false,
}: OrderSummaryProps) {
  const subtotal = useMemo(
    () => items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    [items],
  );
  const shippingCost = shipping?.price ?? 0;
  const tax = Math.round((subtotal - discount) * taxRate * 100) / 100;
  const total = subtotal - discount + shippingCost + tax;

  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.sku} className={styles.item}>
            <span className={styles.name}>
              {item.name} × {item.quantity}
            </span>
            <span>{formatMoney(item.price * item.quantity, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatMoney(subtotal, currency)}</dd>
        </div>
        {discount > 0 && (
          <div className={styles.row}>
            <dt>Discount</dt>
            <dd>−{formatMoney(discount, currency)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Shipping</dt>
          <dd>{shipping ? formatMoney(shippingCost, currency) : "Calculated at next step"}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{formatMoney(total, currency)}</dd>
        </div>
      </dl>
      <button type="button" className={styles.checkout} onClick={onCheckout} disabled={disabled}>
        Checkout
      </button>
    </aside>
  );
}
