class Cart extends ChangeNotifier {
  // ... existing code ...

  void remove(String name) {
    _items.removeWhere((item) => item.name == name);
    if (_items.isNotEmpty) notifyListeners();
  }

  // ... existing code ...
}
