import 'package:json_annotation/json_annotation.dart';

part 'order.g.dart';

@JsonSerializable()
class Order {
  final String id;

  @JsonKey(name: 'customer_id')
  final String customerId;

  @JsonKey(name: 'currency', defaultValue: 'EUR')
  final String currency;

  @JsonKey(name: 'total_cents', defaultValue: 0)
  final int totalCents;

  @JsonKey(name: 'created_at')
  final DateTime createdAt;

  Order({
    required this.id,
    required this.customerId,
    required this.currency,
    required this.totalCents,
    required this.createdAt,
  });

  factory Order.fromJson(Map<String, dynamic> json) => _$OrderFromJson(json);

  Map<String, dynamic> toJson() => _$OrderToJson(this);
}
