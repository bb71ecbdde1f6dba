import { createSelector } from "@reduxjs/toolkit";

const TAX_RATE = 0.08;

export const selectCart = (state) => state.cart;
export const selectCartItems = (state) => state.cart.items;
export const selectCoupon = (state) => state.cart.coupon;

export function selectItemCount(state) {
  const items = selectCartItems(state);
  return items.reduce((count, item) => count + item.quantity, 0);
}

export function selectCartSubtotal(state) {
  const items = selectCartItems(state);
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

export function selectAppliedDiscount(state) {
  const coupon = selectCoupon(state);
  if (!coupon) return 0;
  const subtotal = selectCartSubtotal(state);
  return coupon.type === "percent" ? (subtotal * coupon.value) / 100 : coupon.value;
}

export function selectCartTax(state) {
  const subtotal = selectCartSubtotal(state);
  return subtotal * TAX_RATE;
}

export function selectCartTotal(state) {
  const subtotal = selectCartSubtotal(state);
  const tax = selectCartTax(state);
  return subtotal + tax;
}

export const selectIsCartEmpty = (state) => selectCartItems(state).length === 0;

export const selectItemsByCategory = createSelector([selectCartItems], (items) =>
  items.reduce((groups, item) => {
    const key = item.category ?? "other";
    (groups[key] ||= []).push(item);
    return groups;
  }, {})
);

export const selectCartSummary = createSelector(
  [selectItemCount, selectCartSubtotal, selectCartTax, selectCartTotal],
  (count, subtotal, tax, total) => ({ count, subtotal, tax, total })
);
