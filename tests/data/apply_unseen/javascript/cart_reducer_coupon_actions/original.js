import { roundCurrency } from "../utils/money";

export const initialCartState = {
  items: [],
  coupon: null,
  shippingMethod: "standard",
  updatedAt: null,
};

function touch(state) {
  return { ...state, updatedAt: Date.now() };
}

function findIndex(items, sku) {
  return items.findIndex((item) => item.sku === sku);
}

export function cartReducer(state = initialCartState, action) {
  switch (action.type) {
    case "cart/addItem": {
      const { sku, name, price, quantity = 1 } = action.payload;
      const index = findIndex(state.items, sku);
      if (index === -1) {
        return touch({ ...state, items: [...state.items, { sku, name, price, quantity }] });
      }
      const items = state.items.map((item, i) =>
        i === index ? { ...item, quantity: item.quantity + quantity } : item,
      );
      return touch({ ...state, items });
    }

    case "cart/removeItem": {
      const items = state.items.filter((item) => item.sku !== action.payload.sku);
      return touch({ ...state, items });
    }

    case "cart/setQuantity": {
      const { sku, quantity } = action.payload;
      if (quantity <= 0) {
        return touch({ ...state, items: state.items.filter((item) => item.sku !== sku) });
      }
      const items = state.items.map((item) => (item.sku === sku ? { ...item, quantity } : item));
      return touch({ ...state, items });
    }

    case "cart/setShipping":
      return touch({ ...state, shippingMethod: action.payload.method });

    case "cart/clear":
      return touch({ ...state, items: [], coupon: null });

    default:
      return state;
  }
}

export function selectSubtotal(state) {
  return roundCurrency(state.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

export function selectItemCount(state) {
  return state.items.reduce((count, item) => count + item.quantity, 0);
}

export function selectDiscount(state) {
  if (!state.coupon) {
    return 0;
  }
  return roundCurrency((selectSubtotal(state) * state.coupon.percentOff) / 100);
}
