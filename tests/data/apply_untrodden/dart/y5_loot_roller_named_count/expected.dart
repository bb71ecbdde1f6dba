import 'dart:math';

import 'package:meta/meta.dart';

import '../models/loot_table.dart';
import '../models/player_inventory.dart';

/// Rolls loot from weighted tables for end-of-match rewards and chests.
class LootRoller {
  LootRoller({Random? random, this.pityThreshold = 40})
      : _random = random ?? Random.secure();

  final Random _random;
  final int pityThreshold;
  final Map<String, int> _rollsSinceLegendary = {};

  /// Picks a single entry from [table] using its weights.
  LootEntry _pickWeighted(LootTable table) {
    final total = table.entries.fold<int>(0, (sum, e) => sum + e.weight);
    var roll = _random.nextInt(total);
    for (final entry in table.entries) {
      roll -= entry.weight;
      if (roll < 0) {
        return entry;
      }
    }
    return table.entries.last;
  }

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
    final sinceLegendary = _rollsSinceLegendary[playerId] ?? 0;
    if (sinceLegendary >= pityThreshold) {
      _rollsSinceLegendary[playerId] = 0;
      final legendary = table.entries.where((e) => e.rarity == Rarity.legendary);
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
    final gotLegendary = drops.any((e) => e.rarity == Rarity.legendary);
    _rollsSinceLegendary[playerId] = gotLegendary ? 0 : sinceLegendary + 1;
    return drops;
  }

  /// End-of-match reward: one roll per objective completed, minimum one.
  List<LootEntry> matchReward(LootTable table, int objectivesCompleted) {
    return rollDrops(table, count: max(1, objectivesCompleted));
  }

  Future<void> grantTo(PlayerInventory inventory, List<LootEntry> drops) async {
    for (final drop in drops) {
      await inventory.addItem(drop.itemId, quantity: drop.quantity);
    }
  }

  @visibleForTesting
  int rollsSinceLegendary(String playerId) => _rollsSinceLegendary[playerId] ?? 0;
}
