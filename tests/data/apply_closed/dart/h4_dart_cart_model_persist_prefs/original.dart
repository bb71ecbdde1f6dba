import 'dart:convert';

import 'package:flutter/foundation.dart';

import '../models/product.dart';

class CartLine {
  const CartLine({required this.product, required this.quantity});

  final Product product;
  final int quantity;

  double get total => product.price * quantity;

  CartLine copyWith({int? quantity}) =>
      CartLine(product: product, quantity: quantity ?? this.quantity);

  Map<String, dynamic> toJson() => {
        'productId': product.id,
        'quantity': quantity,
      };
}

class CartModel extends ChangeNotifier {
  final Map<String, CartLine> _lines = {};

  List<CartLine> get lines => List.unmodifiable(_lines.values);

  int get itemCount => _lines.values.fold(0, (sum, line) => sum + line.quantity);

  double get subtotal => _lines.values.fold(0.0, (sum, line) => sum + line.total);

  bool get isEmpty => _lines.isEmpty;

  void add(Product product, {int quantity = 1}) {
    final existing = _lines[product.id];
    if (existing != null) {
      _lines[product.id] = existing.copyWith(quantity: existing.quantity + quantity);
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

  void setQuantity(String productId, int quantity) {
    final existing = _lines[productId];
    if (existing == null) return;
    if (quantity <= 0) {
      _lines.remove(productId);
    } else {
      _lines[productId] = existing.copyWith(quantity: quantity);
    }
    notifyListeners();
  }

  void clear() {
    _lines.clear();
    notifyListeners();
  }

  String toJsonString() => jsonEncode(_lines.values.map((l) => l.toJson()).toList());
}
