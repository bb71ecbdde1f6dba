  // ... existing code ...

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

  // ... existing code ...
