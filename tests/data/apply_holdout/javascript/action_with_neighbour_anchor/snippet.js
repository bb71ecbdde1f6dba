// ... keep existing code

    remove(productId) {
      this.items = this.items.filter((item) => item.id !== productId);
    },

    clear() {
      this.items = [];
      this.couponCode = null;
    },
  },
});
