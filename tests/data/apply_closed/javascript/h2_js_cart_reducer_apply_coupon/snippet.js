// ... keep existing code
export const CLEAR_CART = 'cart/clearCart';
export const APPLY_COUPON = 'cart/applyCoupon';

const initialState = {
  items: [],
  coupon: null,
  lastUpdated: null,
};

// ... keep existing code

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

// ... keep existing code
export const clearCart = () => ({ type: CLEAR_CART });
export const applyCoupon = (code, percentOff) => ({
  type: APPLY_COUPON,
  payload: { code, percentOff },
});

// ... keep existing code
