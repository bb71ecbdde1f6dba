import { createSlice, createAsyncThunk, PayloadAction } from "@reduxjs/toolkit";
import type { RootState } from "../store";
import { fetchOrders, cancelOrder } from "../api/orders";
import type { Order, OrderStatus } from "../types/order";

export interface OrdersState {
  items: Order[];
  loading: boolean;
  error: string | null;
  filter: OrderStatus | "all";
}

const initialState: OrdersState = {
  items: [],
  loading: false,
  error: null,
  filter: "all",
};

export const loadOrders = createAsyncThunk("orders/load", async (customerId: string) => {
  return await fetchOrders(customerId);
});

export const cancelOrderById = createAsyncThunk("orders/cancel", async (orderId: string) => {
  return await cancelOrder(orderId);
});

const ordersSlice = createSlice({
  name: "orders",
  initialState,
  reducers: {
    setFilter(state, action: PayloadAction<OrderStatus | "all">) {
      state.filter = action.payload;
    },
    clearError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadOrders.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loadOrders.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload;
      })
      .addCase(loadOrders.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? "Failed to load orders";
      })
      .addCase(cancelOrderById.fulfilled, (state, action) => {
        const idx = state.items.findIndex((o) => o.id === action.payload.id);
        if (idx !== -1) state.items[idx] = action.payload;
      });
  },
});

export const { setFilter, clearError } = ordersSlice.actions;

export const selectOrders = (state: RootState) => state.orders.items;
export const selectOrdersLoading = (state: RootState) => state.orders.loading;
export const selectVisibleOrders = (state: RootState) =>
  state.orders.filter === "all"
    ? state.orders.items
    : state.orders.items.filter((o) => o.status === state.orders.filter);

export default ordersSlice.reducer;
