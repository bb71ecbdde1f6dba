  // ... constructor, fields and _headers() unchanged ...

  Future<Page<Order>> listOrders({
    int page = 1,
    int perPage = 20,
    OrderStatus? status,
    DateTime? placedAfter,
  }) async {
    final uri = baseUrl.replace(
      path: '${baseUrl.path}/orders',
      queryParameters: {
        'page': '$page',
        'per_page': '$perPage',
        if (status != null) 'status': status.name,
        if (placedAfter != null) 'placed_after': placedAfter.toUtc().toIso8601String(),
      },
    );

    // ... rest of listOrders unchanged ...
  }
