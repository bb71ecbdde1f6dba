import { createSlice, createAsyncThunk } from "@reduxjs/toolkit";
import * as api from "../api/cart";

export const fetchCart = createAsyncThunk("cart/fetch", async () => api.getCart());

export const addItem = createAsyncThunk("cart/addItem", async ({ productId, quantity }) =>
  api.addItem(productId, quantity)
);

const initialState = {
  items: [],
  status: "idle",
  error: null,
};

const cartSlice = createSlice({
  name: "cart",
  initialState,
  reducers: {
    clearCart(state) {
      state.items = [];
    },
    setQuantity(state, action) {
      const { productId, quantity } = action.payload;
      const item = state.items.find((i) => i.productId === productId);
      if (item) {
        item.quantity = quantity;
      }
    },
    removeItem(state, action) {
      state.items = state.items.filter((i) => i.productId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        state.status = "loading";
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        state.status = "succeeded";
        state.items = action.payload.items;
      })
      .addCase(fetchCart.rejected, (state, action) => {
        state.status = "failed";
        state.error = action.error.message;
      })
      .addCase(addItem.fulfilled, (state, action) => {
        state.items = action.payload.items;
      });
  },
});

export const { clearCart, setQuantity, removeItem } = cartSlice.actions;

export const selectCartItems = (state) => state.cart.items;

export const selectCartCount = (state) =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);

export default cartSlice.reducer;
