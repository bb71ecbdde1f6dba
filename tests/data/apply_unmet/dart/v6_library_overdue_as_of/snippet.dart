// ... existing code ...

  Future<List<Loan>> fetchOverdueLoans(String branchCode,
      {DateTime? asOf, Duration gracePeriod = Duration.zero}) async {
    final uri = Uri.parse('$baseUrl/branches/$branchCode/loans')
        .replace(queryParameters: {'status': 'open'});
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw LoanServiceException(
          'Failed to load loans for $branchCode (${response.statusCode})');
    }
    final decoded = jsonDecode(response.body) as List<dynamic>;
    final cutoff = (asOf ?? DateTime.now()).subtract(gracePeriod);
    return decoded
        .map((json) => Loan.fromJson(json as Map<String, dynamic>))
        .where((loan) => loan.dueDate.isBefore(cutoff))
        .toList();
  }

  Future<Map<Member, List<Loan>>> groupByMember(String branchCode,
      {DateTime? asOf}) async {
    final loans = await fetchOverdueLoans(branchCode,
        asOf: asOf, gracePeriod: const Duration(days: 3));
    // ... existing code ...
  }

// ... existing code ...
