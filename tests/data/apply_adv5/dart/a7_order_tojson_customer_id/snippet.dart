class Order {
  // ... fields, constructor and fromJson unchanged ...

  Map<String, dynamic> toJson() => {
        'id': id,
        'customer_id': customer.id,
        'shipping': shipping.toJson(),
        'total_cents': totalCents,
        'created_at': createdAt.toUtc().toIso8601String(),
        if (note != null) 'note': note,
      };

  // ... copyWith unchanged ...
}
