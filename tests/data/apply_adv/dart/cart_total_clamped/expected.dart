import 'package:flutter/foundation.dart';

import '../models/coupon.dart';
import '../models/product.dart';

class CartLine {
  CartLine({required this.product, this.quantity = 1});

  final Product product;
  int quantity;

  double get lineTotal => product.price * quantity;
}

class CartModel extends ChangeNotifier {
  CartModel({this.freeShippingThreshold = 50.0, this.flatShippingFee = 4.99});

  final double freeShippingThreshold;
  final double flatShippingFee;
  final Map<String, CartLine> _lines = {};
  Coupon? _coupon;

  List<CartLine> get lines => List.unmodifiable(_lines.values);

  int get itemCount {
    var count = 0;
    for (final line in _lines.values) {
      count += line.quantity;
    }
    return count;
  }

  double get subtotal {
    var sum = 0.0;
    for (final line in _lines.values) {
      sum += line.lineTotal;
    }
    return sum;
  }

  double get discount {
    final coupon = _coupon;
    if (coupon == null || !coupon.isValid) return 0.0;
    return coupon.apply(subtotal);
  }

  double get shipping {
    if (_lines.isEmpty) return 0.0;
    if (subtotal - discount >= freeShippingThreshold) return 0.0;
    return flatShippingFee;
  }

  double get total {
    final afterDiscount = subtotal - discount;
    return (afterDiscount + shipping).clamp(0.0, double.infinity).toDouble();
  }

  void add(Product product, {int quantity = 1}) {
    final existing = _lines[product.id];
    if (existing != null) {
      existing.quantity += quantity;
    } else {
      _lines[product.id] = CartLine(product: product, quantity: quantity);
    }
    notifyListeners();
  }

  void remove(String productId) {
    if (_lines.remove(productId) != null) {
      notifyListeners();
    }
  }

  void applyCoupon(Coupon? coupon) {
    _coupon = coupon;
    notifyListeners();
  }

  void clear() {
    _lines.clear();
    _coupon = null;
    notifyListeners();
  }
}
