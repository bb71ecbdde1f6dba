import 'package:meta/meta.dart';

@immutable
class Address {
  const Address({
    required this.street,
    required this.city,
    required this.postalCode,
    this.country = 'DE',
  });

  final String street;
  final String city;
  final String postalCode;
  final String country;

  factory Address.fromJson(Map<String, dynamic> json) => Address(
        street: json['street'] as String,
        city: json['city'] as String,
        postalCode: json['postal_code'] as String,
        country: json['country'] as String? ?? 'DE',
      );

  Map<String, dynamic> toJson() => {
        'street': street,
        'city': city,
        'postal_code': postalCode,
        'country': country,
      };
}

@immutable
class Customer {
  const Customer({required this.id, required this.name, this.email});

  final String id;
  final String name;
  final String? email;

  factory Customer.fromJson(Map<String, dynamic> json) => Customer(
        id: json['id'] as String,
        name: json['name'] as String,
        email: json['email'] as String?,
      );

  Map<String, dynamic> toJson() => {
        'id': id,
        'name': name,
        'email': email,
      };
}

@immutable
class Order {
  const Order({
    required this.id,
    required this.customer,
    required this.shipping,
    required this.totalCents,
    required this.createdAt,
    this.note,
  });

  final String id;
  final Customer customer;
  final Address shipping;
  final int totalCents;
  final DateTime createdAt;
  final String? note;

  factory Order.fromJson(Map<String, dynamic> json) => Order(
        id: json['id'] as String,
        customer: Customer.fromJson(json['customer'] as Map<String, dynamic>),
        shipping: Address.fromJson(json['shipping'] as Map<String, dynamic>),
        totalCents: json['total_cents'] as int,
        createdAt: DateTime.parse(json['created_at'] as String),
        note: json['note'] as String?,
      );

  Map<String, dynamic> toJson() => {
        'id': id,
        'customer': customer.toJson(),
        'shipping': shipping.toJson(),
        'total_cents': totalCents,
        'created_at': createdAt.toIso8601String(),
        'note': note,
      };

  Order copyWith({Address? shipping, String? note}) => Order(
        id: id,
        customer: customer,
        shipping: shipping ?? this.shipping,
        totalCents: totalCents,
        createdAt: createdAt,
        note: note ?? this.note,
      );
}
