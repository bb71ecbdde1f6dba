import 'package:flutter/foundation.dart';

import '../models/cart_line.dart';
import '../models/product.dart';
import '../services/pricing_api.dart';

class CartNotifier extends ChangeNotifier {
  CartNotifier(this._pricingApi);

  final PricingApi _pricingApi;
  final Map<String, CartLine> _lines = {};
  String? _couponCode;
  int _discountCents = 0;

  List<CartLine> get lines => List.unmodifiable(_lines.values);

  String? get couponCode => _couponCode;

  int get itemCount => _lines.values.fold(0, (sum, line) => sum + line.quantity);

  int get subtotalCents => _lines.values
      .fold(0, (sum, line) => sum + line.product.priceCents * line.quantity);

  int get totalCents => (subtotalCents - _discountCents).clamp(0, subtotalCents);

  void add(Product product, {int quantity = 1}) {
    final existing = _lines[product.id];
    _lines[product.id] = existing == null
        ? CartLine(product: product, quantity: quantity)
        : existing.copyWith(quantity: existing.quantity + quantity);
    notifyListeners();
  }

  void setQuantity(String productId, int quantity) {
    final line = _lines[productId];
    if (line == null) return;
    if (quantity <= 0) {
      _lines.remove(productId);
    } else {
      _lines[productId] = line.copyWith(quantity: quantity);
    }
    notifyListeners();
  }

  void remove(String productId) {
    if (_lines.remove(productId) != null) {
      notifyListeners();
    }
  }

  Future<bool> applyCoupon(String code) async {
    final quote = await _pricingApi.quoteCoupon(code, subtotalCents);
    if (!quote.valid) return false;
    _couponCode = code;
    _discountCents = quote.discountCents;
    notifyListeners();
    return true;
  }

  void applyLegacyCoupon(String code) {
    if (code.toUpperCase() == 'WELCOME10') {
      _couponCode = code;
      _discountCents = (subtotalCents * 0.1).round();
      notifyListeners();
    }
  }

  void clearCoupon() {
    _couponCode = null;
    _discountCents = 0;
    notifyListeners();
  }

  void clear() {
    _lines.clear();
    clearCoupon();
  }
}
