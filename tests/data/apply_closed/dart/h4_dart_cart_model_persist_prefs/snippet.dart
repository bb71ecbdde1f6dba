import 'dart:convert';

import 'package:flutter/foundation.dart';
import 'package:shared_preferences/shared_preferences.dart';

import '../models/product.dart';

// ... existing code ...

class CartModel extends ChangeNotifier {
  static const _storageKey = 'cart.lines.v1';

  final Map<String, CartLine> _lines = {};

  // ... existing code ...

  String toJsonString() => jsonEncode(_lines.values.map((l) => l.toJson()).toList());

  Future<void> persist() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString(_storageKey, toJsonString());
  }
}
