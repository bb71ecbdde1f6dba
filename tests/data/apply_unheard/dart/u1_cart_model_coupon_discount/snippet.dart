class CartModel extends ChangeNotifier {
  final Map<String, CartItem> _items = {};
  double _discountPercent = 0;

  // ... item getters and subtotal unchanged ...

  double get discount => subtotal * _discountPercent / 100;

  double get total => subtotal - discount;

  // ... add / removeOne / removeAll unchanged ...

  void applyCoupon(String code) {
    const coupons = {'SAVE10': 10.0, 'SAVE20': 20.0};
    _discountPercent = coupons[code.toUpperCase()] ?? 0;
    notifyListeners();
  }

  void clear() {
    _items.clear();
    _discountPercent = 0;
    notifyListeners();
  }
}
