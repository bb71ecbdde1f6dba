export const ADD_ITEM = 'cart/addItem';
export const REMOVE_ITEM = 'cart/removeItem';
export const UPDATE_QUANTITY = 'cart/updateQuantity';
export const CLEAR_CART = 'cart/clearCart';
export const APPLY_COUPON = 'cart/applyCoupon';

const initialState = {
  items: [],
  coupon: null,
  lastUpdated: null,
};

function findIndex(items, sku) {
  return items.findIndex((item) => item.sku === sku);
}

export default function cartReducer(state = initialState, action) {
  switch (action.type) {
    case ADD_ITEM: {
      const index = findIndex(state.items, action.payload.sku);
      if (index === -1) {
        return {
          ...state,
          items: [...state.items, { ...action.payload, quantity: 1 }],
          lastUpdated: Date.now(),
        };
      }
      const items = state.items.map((item, i) =>
        i === index ? { ...item, quantity: item.quantity + 1 } : item
      );
      return { ...state, items, lastUpdated: Date.now() };
    }

    case REMOVE_ITEM:
      return {
        ...state,
        items: state.items.filter((item) => item.sku !== action.payload.sku),
        lastUpdated: Date.now(),
      };

    case UPDATE_QUANTITY: {
      const { sku, quantity } = action.payload;
      if (quantity <= 0) {
        return {
          ...state,
          items: state.items.filter((item) => item.sku !== sku),
          lastUpdated: Date.now(),
        };
      }
      return {
        ...state,
        items: state.items.map((item) =>
          item.sku === sku ? { ...item, quantity } : item
        ),
        lastUpdated: Date.now(),
      };
    }

    case CLEAR_CART:
      return { ...initialState, lastUpdated: Date.now() };

    case APPLY_COUPON:
      return {
        ...state,
        coupon: action.payload,
        lastUpdated: Date.now(),
      };

    default:
      return state;
  }
}

export const addItem = (product) => ({ type: ADD_ITEM, payload: product });
export const removeItem = (sku) => ({ type: REMOVE_ITEM, payload: { sku } });
export const updateQuantity = (sku, quantity) => ({
  type: UPDATE_QUANTITY,
  payload: { sku, quantity },
});
export const clearCart = () => ({ type: CLEAR_CART });
export const applyCoupon = (code, percentOff) => ({
  type: APPLY_COUPON,
  payload: { code, percentOff },
});

export const selectItems = (state) => state.cart.items;

export const selectItemCount = (state) =>
  state.cart.items.reduce((count, item) => count + item.quantity, 0);

export const selectSubtotal = (state) =>
  state.cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
