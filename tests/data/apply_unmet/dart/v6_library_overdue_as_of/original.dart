import 'package:http/http.dart' as http;
import 'dart:convert';

import '../models/loan.dart';
import '../models/member.dart';

class OverdueLoanService {
  OverdueLoanService(this._client, {required this.baseUrl});

  final http.Client _client;
  final String baseUrl;

  Future<List<Loan>> fetchOverdueLoans(String branchCode) async {
    final uri = Uri.parse('$baseUrl/branches/$branchCode/loans')
        .replace(queryParameters: {'status': 'open'});
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw LoanServiceException(
          'Failed to load loans for $branchCode (${response.statusCode})');
    }
    final decoded = jsonDecode(response.body) as List<dynamic>;
    final today = DateTime.now();
    return decoded
        .map((json) => Loan.fromJson(json as Map<String, dynamic>))
        .where((loan) => loan.dueDate.isBefore(today))
        .toList();
  }

  Future<Map<Member, List<Loan>>> groupByMember(String branchCode) async {
    final loans = await fetchOverdueLoans(branchCode);
    final grouped = <Member, List<Loan>>{};
    for (final loan in loans) {
      grouped.putIfAbsent(loan.borrower, () => []).add(loan);
    }
    return grouped;
  }

  Future<int> countOverdue(String branchCode) async {
    final loans = await fetchOverdueLoans(branchCode);
    return loans.length;
  }

  Future<void> sendReminders(String branchCode, ReminderSender sender) async {
    final grouped = await groupByMember(branchCode);
    for (final entry in grouped.entries) {
      if (!entry.key.acceptsEmail) {
        continue;
      }
      await sender.send(entry.key.email, entry.value);
    }
  }
}

class LoanServiceException implements Exception {
  LoanServiceException(this.message);

  final String message;

  @override
  String toString() => 'LoanServiceException: $message';
}

abstract class ReminderSender {
  Future<void> send(String email, List<Loan> loans);
}
