// ... types and initialCartState unchanged ...

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

// ... selectors unchanged ...
