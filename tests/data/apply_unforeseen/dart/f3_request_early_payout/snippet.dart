// ... existing code ...
    final response = await _client.get(uri, headers: await _headers());
    return PayoutDetail.fromJson(_decode(response) as Map<String, dynamic>);
  }

  /// Requests an out-of-cycle payout of [amountCents] from the available balance.
  Future<Payout> requestEarlyPayout(String instructorId, {required int amountCents}) async {
    final uri = baseUrl.resolve('/v1/instructors/$instructorId/payouts/early');
    final response = await _client.post(
      uri,
      headers: await _headers(),
      body: jsonEncode({'amountCents': amountCents}),
    );
    return Payout.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<void> updateBankAccount(String instructorId, BankAccount account) async {
// ... existing code ...
