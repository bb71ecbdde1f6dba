import 'dart:collection';

/// A contiguous block of bib numbers reserved for one start wave.
class BibRange {
  final String wave;
  final int first;
  final int last;

  const BibRange(this.wave, this.first, this.last)
      : assert(first <= last, 'range must not be empty');

  int get size => last - first + 1;

  bool contains(int bib) => bib >= first && bib <= last;

  @override
  String toString() => '$wave [$first-$last]';
}

class BibAllocationException implements Exception {
  final String message;

  BibAllocationException(this.message);

  @override
  String toString() => 'BibAllocationException: $message';
}

/// Hands out bib numbers per wave and remembers which runner holds which bib.
class BibAllocator {
  final Map<String, BibRange> _ranges;
  final Map<String, SplayTreeSet<int>> _free = {};
  final Map<String, int> _bibByRunner = {};

  BibAllocator(Iterable<BibRange> ranges)
      : _ranges = {for (final r in ranges) r.wave: r} {
    for (final range in _ranges.values) {
      _free[range.wave] = SplayTreeSet.of(
        List.generate(range.size, (i) => range.first + i),
      );
    }
  }

  int? bibFor(String runnerId) => _bibByRunner[runnerId];

  int remaining(String wave) => _free[wave]?.length ?? 0;

  int allocate(String runnerId, String wave) {
    final existing = _bibByRunner[runnerId];
    if (existing != null) {
      return existing;
    }
    final free = _free[wave];
    if (free == null) {
      throw BibAllocationException('Unknown wave "$wave"');
    }
    if (free.isEmpty) {
      throw BibAllocationException('Wave "$wave" has no bibs left');
    }
    final bib = free.first;
    free.remove(bib);
    _bibByRunner[runnerId] = bib;
    return bib;
  }

  void reserve(String runnerId, int bib) {
    final range = _ranges.values.firstWhere(
      (r) => r.contains(bib),
      orElse: () => throw BibAllocationException('Bib $bib is outside every wave'),
    );
    final free = _free[range.wave]!;
    if (!free.remove(bib)) {
      throw BibAllocationException('Bib $bib is already taken');
    }
    _bibByRunner[runnerId] = bib;
  }

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
