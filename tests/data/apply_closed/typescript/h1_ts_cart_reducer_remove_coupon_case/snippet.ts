export type CartAction =
  | { type: "item/added"; item: CartItem }
  | { type: "item/removed"; sku: string }
  | { type: "item/quantityChanged"; sku: string; quantity: number }
  | { type: "coupon/applied"; code: string; percent: number }
  | { type: "coupon/removed" }
  | { type: "checkout/started" }
  | { type: "checkout/failed"; error: string }
  | { type: "cart/cleared" };

// ... existing code ...

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    // ... existing cases ...
    case "coupon/applied":
      return { ...state, couponCode: action.code, discountPercent: action.percent };
    case "coupon/removed":
      return { ...state, couponCode: null, discountPercent: 0 };
    // ... remaining cases unchanged ...
  }
}

// ... existing code ...
