  getters: {
    // ... existing getters ...
    subtotal(state) {
      return state.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
    },
    total() {
      return this.couponCode ? Math.round(this.subtotal * 0.9) : this.subtotal;
    },
  },
