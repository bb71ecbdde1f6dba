import { defineStore } from "pinia";
import { api } from "@/lib/api";

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [],
    loading: false,
    couponCode: null,
  }),

  getters: {
    count(state) {
      return state.items.reduce((sum, item) => sum + item.quantity, 0);
    },
    subtotal(state) {
      return state.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
    },
    total() {
      return this.couponCode ? Math.round(this.subtotal * 0.9) : this.subtotal;
    },
  },

  actions: {
    async load() {
      this.loading = true;
      try {
        this.items = await api.get("/cart");
      } finally {
        this.loading = false;
      }
    },

    add(product, quantity = 1) {
      const existing = this.items.find((item) => item.id === product.id);
      if (existing) {
        existing.quantity += quantity;
      } else {
        this.items.push({ id: product.id, name: product.name, price: product.price, quantity });
      }
    },

    remove(productId) {
      this.items = this.items.filter((item) => item.id !== productId);
    },
  },
});
