export const initialCartState = {
  items: [],
  couponCode: null,
  discountPercent: 0,
  shippingCents: 0,
};

export const CART_ADD = "cart/add";
export const CART_REMOVE = "cart/remove";
export const CART_SET_QTY = "cart/setQuantity";
export const CART_APPLY_COUPON = "cart/applyCoupon";
export const CART_CLEAR = "cart/clear";

export function cartReducer(state = initialCartState, action) {
  switch (action.type) {
    case CART_ADD: {
      const existing = state.items.find((item) => item.sku === action.item.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((item) =>
            item.sku === action.item.sku ? { ...item, qty: item.qty + 1 } : item
          ),
        };
      }
      return { ...state, items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case CART_REMOVE:
      return { ...state, items: state.items.filter((item) => item.sku !== action.sku) };
    case CART_SET_QTY:
      return {
        ...state,
        items: state.items
          .map((item) => (item.sku === action.sku ? { ...item, qty: action.qty } : item))
          .filter((item) => item.qty > 0),
      };
    case CART_APPLY_COUPON:
      return {
        ...state,
        couponCode: action.code,
        discountPercent: action.discountPercent,
      };
    case CART_CLEAR:
      return initialCartState;
    default:
      return state;
  }
}

export function selectItemCount(state) {
  return state.items.reduce((count, item) => count + item.qty, 0);
}

export function selectSubtotalCents(state) {
  return state.items.reduce((sum, item) => sum + item.priceCents * item.qty, 0);
}

export function selectDiscountCents(state) {
  const subtotal = selectSubtotalCents(state);
  return Math.round(subtotal * (state.discountPercent / 100));
}

export function selectTotalCents(state) {
  const subtotal = selectSubtotalCents(state);
  const discount = selectDiscountCents(state);
  return subtotal - discount + state.shippingCents;
}
