  // ... existing code ...

  void remove(String productId) {
    if (_items.remove(productId) != null) {
      notifyListeners();
    }
  }

  void updateQuantity(String productId, int quantity) {
    // ... existing code ...
  }

  // ... existing code ...
