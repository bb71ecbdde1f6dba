import 'dart:async';
import 'dart:convert';

import 'package:http/http.dart' as http;

class MatchmakingException implements Exception {
  MatchmakingException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'MatchmakingException($statusCode): $message';
}

enum TicketState { searching, found, cancelled, expired }

class TicketStatus {
  TicketStatus({required this.state, this.matchId, this.serverAddress});

  factory TicketStatus.fromJson(Map<String, dynamic> json) => TicketStatus(
        state: TicketState.values.byName(json['state'] as String),
        matchId: json['matchId'] as String?,
        serverAddress: json['server'] as String?,
      );

  final TicketState state;
  final String? matchId;
  final String? serverAddress;
}

class MatchmakingClient {
  MatchmakingClient(this._baseUrl, this._token, {http.Client? client})
      : _http = client ?? http.Client();

  final Uri _baseUrl;
  final String _token;
  final http.Client _http;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $_token',
        'Content-Type': 'application/json',
      };

  Future<String> createTicket(String playlist, String region) async {
    final res = await _http.post(
      _baseUrl.resolve('/v1/tickets'),
      headers: _headers,
      body: jsonEncode({'playlist': playlist, 'region': region}),
    );
    if (res.statusCode != 201) {
      throw MatchmakingException(res.body, statusCode: res.statusCode);
    }
    return (jsonDecode(res.body) as Map<String, dynamic>)['ticketId'] as String;
  }

  Future<TicketStatus> poll(String ticketId) async {
    for (var attempt = 0;; attempt++) {
      final res = await _http.get(
        _baseUrl.resolve('/v1/tickets/$ticketId'),
        headers: _headers,
      );
      // The matchmaker sheds load with 503 during region failover; back off briefly.
      if (res.statusCode == 503 && attempt < 3) {
        await Future<void>.delayed(Duration(milliseconds: 250 * (attempt + 1)));
        continue;
      }
      if (res.statusCode != 200) {
        throw MatchmakingException(res.body, statusCode: res.statusCode);
      }
      return TicketStatus.fromJson(jsonDecode(res.body) as Map<String, dynamic>);
    }
  }

  Stream<TicketStatus> watch(String ticketId,
      {Duration interval = const Duration(seconds: 2)}) async* {
    while (true) {
      final status = await poll(ticketId);
      yield status;
      if (status.state != TicketState.searching) return;
      await Future<void>.delayed(interval);
    }
  }

  Future<void> cancel(String ticketId) async {
    final res = await _http.delete(
      _baseUrl.resolve('/v1/tickets/$ticketId'),
      headers: _headers,
    );
    if (res.statusCode != 204 && res.statusCode != 404) {
      throw MatchmakingException(res.body, statusCode: res.statusCode);
    }
  }

  void close() => _http.close();
}
