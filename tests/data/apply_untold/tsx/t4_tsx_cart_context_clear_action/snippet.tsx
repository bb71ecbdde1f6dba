// ... keep existing code

type CartAction =
  | { type: "add"; item: CartItem }
  | { type: "remove"; id: string }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "clear" };

// ... keep existing code

function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    // ... keep existing code
    case "clear":
      return { ...state, items: [], coupon: null };
    default:
      return state;
  }
}

// ... keep existing code
