import 'package:meta/meta.dart';

@immutable
class Category {
  const Category({required this.id, required this.name});

  final String id;
  final String name;

  factory Category.fromJson(Map<String, dynamic> json) =>
      Category(id: json['id'] as String, name: json['name'] as String);

  Map<String, dynamic> toJson() => {'id': id, 'name': name};
}

@immutable
class Product {
  const Product({
    required this.id,
    required this.name,
    required this.priceCents,
    this.category,
    this.inStock = true,
  });

  final String id;
  final String name;
  final int priceCents;
  final Category? category;
  final bool inStock;

  factory Product.fromJson(Map<String, dynamic> json) {
    return Product(
      id: json['id'] as String,
      name: json['name'] as String,
      priceCents: json['price_cents'] as int,
      category: json['category'] == null
          ? null
          : Category.fromJson(json['category'] as Map<String, dynamic>),
      inStock: json['in_stock'] as bool? ?? true,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'name': name,
        'price_cents': priceCents,
        'category': category?.toJson(),
        'in_stock': inStock,
      };

  Product copyWith({String? name, int? priceCents, Category? category, bool? inStock}) {
    return Product(
      id: id,
      name: name ?? this.name,
      priceCents: priceCents ?? this.priceCents,
      category: category ?? this.category,
      inStock: inStock ?? this.inStock,
    );
  }
}

@immutable
class CartLine {
  const CartLine(this.product, this.quantity);

  final Product product;
  final int quantity;

  int get totalCents => product.priceCents * quantity;
}
