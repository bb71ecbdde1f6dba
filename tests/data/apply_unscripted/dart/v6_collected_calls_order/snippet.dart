  // ... existing code ...

  Stream<List<SwarmCall>> watchCollected() {
    return _calls
        .where('status', isEqualTo: 'collected')
        .orderBy('collectedAt', descending: true)
        .snapshots()
        .map((snap) => snap.docs.map(SwarmCall.fromDoc).toList());
  }

  // ... existing code ...
