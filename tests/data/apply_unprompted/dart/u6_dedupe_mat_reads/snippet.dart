// ... keep existing code

  Future<void> flush() async {
    if (_pending.isEmpty) {
      return;
    }
    // Decoders report the same chip several times while a runner is on the
    // mat; only the first read per chip and mat is worth sending.
    final seen = <String>{};
    final batch = _pending
        .where((r) => seen.add('${r.matId}:${r.chipId}'))
        .toList();
    _pending.clear();

    // ... keep existing code
  }

// ... keep existing code
