class Cart extends ChangeNotifier {
  // ... existing code ...

  int count() {
    var n = 0;
    for (final item in _items) {
      n += item.qty;
    }
    return n;
  }
}
