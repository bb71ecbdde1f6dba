import 'package:flutter/foundation.dart';

class Item {
  const Item(this.name, this.price, this.qty);

  final String name;
  final double price;
  final int qty;
}

class Cart extends ChangeNotifier {
  final List<Item> _items = [];

  void add(Item item) {
    _items.add(item);
    notifyListeners();
  }

  void remove(String name) {
    _items.removeWhere((item) => item.name == name);
    notifyListeners();
  }

  double total() {
    var sum = 0.0;
    for (final item in _items) {
      sum += item.price * item.qty;
    }
    return sum;
  }
}

String formatPrice(double value) {
  return '\$${value.toStringAsFixed(2)}';
}

String formatQty(int value) {
  return '$value pcs';
}
