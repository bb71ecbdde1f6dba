class Product {
  // ... existing code ...

  @override
  bool operator ==(Object other) =>
      identical(this, other) ||
      other is Product && other.id == id && other.priceCents == priceCents && other.inStock == inStock;

  @override
  int get hashCode => Object.hash(id, priceCents, inStock);

  @override
  String toString() => 'Product($id, $name, $priceCents)';
}
