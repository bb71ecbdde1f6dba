@JsonKey(name: 'customer_id')
final String customerId;

@JsonKey(name: 'currency', defaultValue: 'EUR')
final String currency;

// ... existing code ...

Order({
  required this.id,
  required this.customerId,
  required this.currency,
  required this.totalCents,
  required this.createdAt,
});

// ... existing code ...
