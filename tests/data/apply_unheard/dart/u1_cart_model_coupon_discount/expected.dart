import 'package:flutter/foundation.dart';

import '../models/product.dart';

class CartItem {
  final Product product;
  int quantity;

  CartItem({required this.product, this.quantity = 1});

  double get lineTotal => product.price * quantity;
}

class CartModel extends ChangeNotifier {
  final Map<String, CartItem> _items = {};
  double _discountPercent = 0;

  List<CartItem> get items => List.unmodifiable(_items.values);

  int get itemCount =>
      _items.values.fold(0, (sum, item) => sum + item.quantity);

  bool get isEmpty => _items.isEmpty;

  double get subtotal =>
      _items.values.fold(0.0, (sum, item) => sum + item.lineTotal);

  double get discount => subtotal * _discountPercent / 100;

  double get total => subtotal - discount;

  void add(Product product) {
    final existing = _items[product.id];
    if (existing != null) {
      existing.quantity++;
    } else {
      _items[product.id] = CartItem(product: product);
    }
    notifyListeners();
  }

  void removeOne(String productId) {
    final existing = _items[productId];
    if (existing == null) return;
    if (existing.quantity > 1) {
      existing.quantity--;
    } else {
      _items.remove(productId);
    }
    notifyListeners();
  }

  void removeAll(String productId) {
    if (_items.remove(productId) != null) {
      notifyListeners();
    }
  }

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
