class BibAllocator {
  // ... existing code ...

  /// Returns the runner's bib to the pool of its wave, e.g. after a withdrawal.
  bool release(String runnerId) {
    final bib = _bibByRunner.remove(runnerId);
    if (bib == null) {
      return false;
    }
    for (final range in _ranges.values) {
      if (range.contains(bib)) {
        _free[range.wave]!.add(bib);
        break;
      }
    }
    return true;
  }
}
