  double get total {
    final afterDiscount = subtotal - discount;
    return (afterDiscount + shipping).clamp(0.0, double.infinity).toDouble();
  }

  // ... existing code ...
