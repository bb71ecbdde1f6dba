export interface CartItem {
  sku: string;
  title: string;
  unitPrice: number;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  discountPercent: number;
  status: "idle" | "checking_out" | "error";
  error?: string;
}

export type CartAction =
  | { type: "item/added"; item: CartItem }
  | { type: "item/removed"; sku: string }
  | { type: "item/quantityChanged"; sku: string; quantity: number }
  | { type: "coupon/applied"; code: string; percent: number }
  | { type: "coupon/removed" }
  | { type: "checkout/started" }
  | { type: "checkout/failed"; error: string }
  | { type: "cart/cleared" };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  discountPercent: 0,
  status: "idle",
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "item/added": {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.sku === action.item.sku ? { ...i, quantity: i.quantity + action.item.quantity } : i,
          ),
        };
      }
      return { ...state, items: [...state.items, action.item] };
    }
    case "item/removed":
      return { ...state, items: state.items.filter((i) => i.sku !== action.sku) };
    case "item/quantityChanged":
      return {
        ...state,
        items: state.items
          .map((i) => (i.sku === action.sku ? { ...i, quantity: action.quantity } : i))
          .filter((i) => i.quantity > 0),
      };
    case "coupon/applied":
      return { ...state, couponCode: action.code, discountPercent: action.percent };
    case "coupon/removed":
      return { ...state, couponCode: null, discountPercent: 0 };
    case "checkout/started":
      return { ...state, status: "checking_out", error: undefined };
    case "checkout/failed":
      return { ...state, status: "error", error: action.error };
    case "cart/cleared":
      return initialCartState;
    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  const gross = state.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  return Math.round(gross * (100 - state.discountPercent)) / 100;
}
