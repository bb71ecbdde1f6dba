// ... existing code ...

  Future<CardBalance> fetchBalance(String cardNumber) async {
    // ... existing code ...
    if (response.statusCode == 429) {
      final retryAfter = response.headers['retry-after'] ?? '?';
      throw FareCardSyncException(
        'Rate limited, retry after ${retryAfter}s',
        statusCode: 429,
      );
    }
    if (response.statusCode != 200) {
      // ... existing code ...
    }

    final body = jsonDecode(utf8.decode(response.bodyBytes)) as Map<String, dynamic>;
    // ... existing code ...
  }

// ... existing code ...
