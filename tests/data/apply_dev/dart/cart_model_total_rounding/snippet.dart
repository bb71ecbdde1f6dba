  // ... existing code ...

  double get total {
    final afterDiscount = subtotal - discount;
    return double.parse((afterDiscount + shipping).toStringAsFixed(2));
  }

  // ... existing code ...
