  // ... existing code ...

  /// Rolls [count] independent drops from [table], skipping any item whose id
  /// is in [excludeItemIds].
  List<LootEntry> rollDrops(
    LootTable table, {
    required int count,
    Set<String> excludeItemIds = const {},
  }) {
    final pool = excludeItemIds.isEmpty
        ? table
        : table.copyWith(
            entries: table.entries
                .where((e) => !excludeItemIds.contains(e.itemId))
                .toList(),
          );
    final drops = <LootEntry>[];
    for (var i = 0; i < count; i++) {
      drops.add(_pickWeighted(pool));
    }
    return drops;
  }

  /// Rolls a chest for [playerId], applying the legendary pity timer.
  List<LootEntry> openChest(String playerId, LootTable table) {
    // ... existing code ...
      if (legendary.isNotEmpty) {
        return [
          legendary.first,
          ...rollDrops(
            table,
            count: table.rollsPerOpen - 1,
            excludeItemIds: {legendary.first.itemId},
          ),
        ];
      }
    }

    final drops = rollDrops(table, count: table.rollsPerOpen);
    // ... existing code ...
  }

  /// End-of-match reward: one roll per objective completed, minimum one.
  List<LootEntry> matchReward(LootTable table, int objectivesCompleted) {
    return rollDrops(table, count: max(1, objectivesCompleted));
  }

  // ... existing code ...
