export const ADD_ITEM = 'cart/addItem';
export const REMOVE_ITEM = 'cart/removeItem';
export const INCREMENT_QTY = 'cart/incrementQty';
export const DECREMENT_QTY = 'cart/decrementQty';
export const SET_QTY = 'cart/setQty';
export const APPLY_COUPON = 'cart/applyCoupon';
export const CLEAR = 'cart/clear';

export const initialState = {
  items: [],
  coupon: null,
  updatedAt: null,
};

const MAX_QTY = 99;

function touch(state) {
  return { ...state, updatedAt: Date.now() };
}

export default function cartReducer(state = initialState, action) {
  switch (action.type) {
    case ADD_ITEM: {
      const existing = state.items.find((item) => item.sku === action.payload.sku);
      if (existing) {
        return touch({
          ...state,
          items: state.items.map((item) =>
            item.sku === action.payload.sku
              ? { ...item, qty: Math.min(MAX_QTY, item.qty + (action.payload.qty ?? 1)) }
              : item
          ),
        });
      }
      return touch({ ...state, items: [...state.items, { ...action.payload, qty: action.payload.qty ?? 1 }] });
    }

    case REMOVE_ITEM:
      return touch({ ...state, items: state.items.filter((item) => item.sku !== action.payload.sku) });

    case INCREMENT_QTY:
      return touch({
        ...state,
        items: state.items.map((item) =>
          item.sku === action.payload.sku ? { ...item, qty: Math.min(MAX_QTY, item.qty + 1) } : item
        ),
      });

    case DECREMENT_QTY:
      return touch({
        ...state,
        items: state.items.map((item) =>
          item.sku === action.payload.sku ? { ...item, qty: Math.max(0, item.qty - 1) } : item
        ),
      });

    case SET_QTY:
      return touch({
        ...state,
        items: state.items.map((item) =>
          item.sku === action.payload.sku ? { ...item, qty: Math.max(0, Math.min(MAX_QTY, action.payload.qty)) } : item
        ),
      });

    case APPLY_COUPON:
      return touch({ ...state, coupon: action.payload.code });

    case CLEAR:
      return { ...initialState, updatedAt: Date.now() };

    default:
      return state;
  }
}
