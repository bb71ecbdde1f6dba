import 'dart:async';
import 'dart:convert';

import 'package:http/http.dart' as http;

class CardBalance {
  final String cardNumber;
  final int balanceCents;
  final DateTime asOf;

  CardBalance(this.cardNumber, this.balanceCents, this.asOf);

  factory CardBalance.fromJson(Map<String, dynamic> json) => CardBalance(
        json['cardNumber'] as String,
        json['balanceCents'] as int,
        DateTime.parse(json['asOf'] as String),
      );
}

class FareCardSyncException implements Exception {
  final String message;
  final int? statusCode;

  FareCardSyncException(this.message, {this.statusCode});

  @override
  String toString() => 'FareCardSyncException($statusCode): $message';
}

class FareCardSyncService {
  FareCardSyncService(this._client, this._baseUrl);

  final http.Client _client;
  final Uri _baseUrl;
  final Map<String, CardBalance> _cache = {};

  Future<CardBalance> fetchBalance(String cardNumber) async {
    final uri = _baseUrl.resolve('/v2/cards/$cardNumber/balance');
    final response = await _client
        .get(uri, headers: {'Accept': 'application/json'})
        .timeout(const Duration(seconds: 10));

    if (response.statusCode == 404) {
      throw FareCardSyncException('Unknown card', statusCode: 404);
    }
    if (response.statusCode != 200) {
      throw FareCardSyncException(
        'Balance lookup failed',
        statusCode: response.statusCode,
      );
    }

    final body = jsonDecode(response.body) as Map<String, dynamic>;
    final balance = CardBalance.fromJson(body);
    _cache[cardNumber] = balance;
    return balance;
  }

  Future<List<CardBalance>> refreshAll(Iterable<String> cardNumbers) async {
    final results = <CardBalance>[];
    for (final number in cardNumbers) {
      try {
        results.add(await fetchBalance(number));
      } on FareCardSyncException catch (e) {
        if (e.statusCode == 404) {
          _cache.remove(number);
          continue;
        }
        rethrow;
      }
    }
    return results;
  }

  CardBalance? cachedBalance(String cardNumber) => _cache[cardNumber];
}
