import 'package:flutter/foundation.dart';

import '../models/product.dart';

class CartLine {
  CartLine({required this.product, this.quantity = 1});

  final Product product;
  int quantity;

  double get lineTotal => product.price * quantity;
}

class CartModel extends ChangeNotifier {
  CartModel({this.freeShippingThreshold = 50.0, this.shippingFee = 4.99});

  final double freeShippingThreshold;
  final double shippingFee;
  final Map<String, CartLine> _lines = {};
  double _discountRate = 0;

  List<CartLine> get lines => List.unmodifiable(_lines.values);

  int get itemCount =>
      _lines.values.fold(0, (sum, line) => sum + line.quantity);

  double get subtotal =>
      _lines.values.fold(0.0, (sum, line) => sum + line.lineTotal);

  double get discount => subtotal * _discountRate;

  double get shipping {
    if (_lines.isEmpty) return 0;
    final afterDiscount = subtotal - discount;
    return afterDiscount >= freeShippingThreshold ? 0 : shippingFee;
  }

  double get total {
    final afterDiscount = subtotal - discount;
    return double.parse((afterDiscount + shipping).toStringAsFixed(2));
  }

  void add(Product product) {
    final line = _lines[product.id];
    if (line == null) {
      _lines[product.id] = CartLine(product: product);
    } else {
      line.quantity++;
    }
    notifyListeners();
  }

  void remove(Product product) {
    final line = _lines[product.id];
    if (line == null) return;
    if (line.quantity > 1) {
      line.quantity--;
    } else {
      _lines.remove(product.id);
    }
    notifyListeners();
  }

  void applyDiscount(double rate) {
    assert(rate >= 0 && rate < 1);
    _discountRate = rate;
    notifyListeners();
  }

  void clear() {
    _lines.clear();
    _discountRate = 0;
    notifyListeners();
  }
}
