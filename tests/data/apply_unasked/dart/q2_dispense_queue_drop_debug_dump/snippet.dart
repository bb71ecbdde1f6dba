  void enqueue(DispenseRequest request) {
    // ... existing code ...
    _seenOrderIds.add(request.orderId);
    _pending.add(request);
    _pending.sort(_byPriority);
    notifyListeners();
  }
