import type { CartItem, Coupon, Product } from "./types";

export interface CartState {
  items: CartItem[];
  coupon: Coupon | null;
  updatedAt: number | null;
}

export type CartAction =
  | { type: "add"; product: Product; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "setQuantity"; productId: string; quantity: number }
  | { type: "applyCoupon"; coupon: Coupon }
  | { type: "clear" };

export const initialCartState: CartState = { items: [], coupon: null, updatedAt: null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((item) => item.productId === action.product.id);
      const items = existing
        ? state.items.map((item) =>
            item.productId === action.product.id
              ? { ...item, quantity: item.quantity + action.quantity }
              : item,
          )
        : [
            ...state.items,
            { productId: action.product.id, price: action.product.price, quantity: action.quantity },
          ];
      return { ...state, items, updatedAt: Date.now() };
    }
    case "remove":
      return {
        ...state,
        items: state.items.filter((item) => item.productId !== action.productId),
        updatedAt: Date.now(),
      };
    case "setQuantity":
      if (action.quantity <= 0) {
        return cartReducer(state, { type: "remove", productId: action.productId });
      }
      return {
        ...state,
        items: state.items.map((item) =>
          item.productId === action.productId ? { ...item, quantity: action.quantity } : item,
        ),
        updatedAt: Date.now(),
      };
    case "applyCoupon":
      return { ...state, coupon: action.coupon, updatedAt: Date.now() };
    case "clear":
      return { ...initialCartState, updatedAt: Date.now() };
  }
}

export function cartSubtotal(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function cartDiscount(state: CartState): number {
  const { coupon } = state;
  if (!coupon) {
    return 0;
  }
  const subtotal = cartSubtotal(state);
  if (subtotal < coupon.minimumSubtotal) {
    return 0;
  }
  return coupon.kind === "percent" ? Math.round((subtotal * coupon.value) / 100) : Math.min(coupon.value, subtotal);
}

export function cartTotal(state: CartState): number {
  return cartSubtotal(state) - cartDiscount(state);
}

export function cartCount(state: CartState): number {
  return state.items.reduce((count, item) => count + item.quantity, 0);
}
