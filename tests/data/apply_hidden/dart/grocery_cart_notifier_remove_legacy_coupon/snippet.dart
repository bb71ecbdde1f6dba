  // ... existing code ...

  Future<bool> applyCoupon(String code) async {
    final quote = await _pricingApi.quoteCoupon(code, subtotalCents);
    if (!quote.valid) return false;
    _couponCode = code;
    _discountCents = quote.discountCents;
    notifyListeners();
    return true;
  }

  void clearCoupon() {
    _couponCode = null;
    _discountCents = 0;
    notifyListeners();
  }

  // ... existing code ...
