// ... keep existing code
  reducers: {
    // ... keep existing code
    setQuantity(state, action) {
      // ... keep existing code
    },
    removeItem(state, action) {
      state.items = state.items.filter((i) => i.productId !== action.payload);
    },
  },
// ... keep existing code

export const { clearCart, setQuantity, removeItem } = cartSlice.actions;

// ... keep existing code
