import 'package:flutter/foundation.dart';

@immutable
class CartItem {
  const CartItem({
    required this.productId,
    required this.name,
    required this.unitPrice,
    this.quantity = 1,
  });

  final String productId;
  final String name;
  final int unitPrice;
  final int quantity;

  int get total => unitPrice * quantity;

  CartItem copyWith({int? quantity}) => CartItem(
        productId: productId,
        name: name,
        unitPrice: unitPrice,
        quantity: quantity ?? this.quantity,
      );
}

class Cart extends ChangeNotifier {
  final Map<String, CartItem> _items = {};
  int _discountPercent = 0;

  List<CartItem> get items => List.unmodifiable(_items.values);

  int get itemCount => _items.values.fold(0, (sum, item) => sum + item.quantity);

  int get subtotal => _items.values.fold(0, (sum, item) => sum + item.total);

  int get total => subtotal - (subtotal * _discountPercent ~/ 100);

  void add(CartItem item) {
    final existing = _items[item.productId];
    _items[item.productId] = existing == null
        ? item
        : existing.copyWith(quantity: existing.quantity + item.quantity);
    notifyListeners();
  }

  void remove(String productId) {
    if (_items.remove(productId) != null) {
      notifyListeners();
    }
  }

  void updateQuantity(String productId, int quantity) {
    final existing = _items[productId];
    if (existing == null) return;
    if (quantity <= 0) {
      _items.remove(productId);
    } else {
      _items[productId] = existing.copyWith(quantity: quantity);
    }
    notifyListeners();
  }

  void clear() {
    _items.clear();
    _discountPercent = 0;
    notifyListeners();
  }
}
