import 'package:collection/collection.dart';

import '../models/agent.dart';
import '../models/listing.dart';
import '../models/viewing.dart';
import '../repositories/viewing_repository.dart';

class ViewingSlotUnavailable implements Exception {
  const ViewingSlotUnavailable(this.reason);

  final String reason;

  @override
  String toString() => 'ViewingSlotUnavailable: $reason';
}

class ViewingScheduler {
  ViewingScheduler(this._repository, {this.slotLength = const Duration(minutes: 30)});

  final ViewingRepository _repository;
  final Duration slotLength;

  static const int firstHour = 9;
  static const int lastHour = 19;

  Future<List<DateTime>> freeSlots(Listing listing, DateTime day) async {
    final booked = await _repository.forListingOn(listing.id, day);
    final slots = <DateTime>[];
    var cursor = DateTime(day.year, day.month, day.day, firstHour);
    final close = DateTime(day.year, day.month, day.day, lastHour);
    while (cursor.isBefore(close)) {
      final taken = booked.any((v) => v.start == cursor);
      if (!taken) {
        slots.add(cursor);
      }
      cursor = cursor.add(slotLength);
    }
    return slots;
  }

  Future<Viewing> book(Listing listing, Agent agent, String buyerEmail, DateTime start) async {
    if (start.hour < firstHour || start.hour >= lastHour) {
      throw const ViewingSlotUnavailable('outside opening hours');
    }
    final booked = await _repository.forListingOn(listing.id, start);
    final clash = booked.firstWhereOrNull((v) => v.start == start);
    if (clash != null) {
      throw ViewingSlotUnavailable('already booked by ${clash.buyerEmail}');
    }
    final viewing = Viewing(
      listingId: listing.id,
      agentId: agent.id,
      buyerEmail: buyerEmail,
      start: start,
      end: start.add(slotLength),
    );
    return _repository.insert(viewing);
  }

  Future<void> cancel(Viewing viewing, {String? reason}) async {
    await _repository.updateStatus(viewing.id, ViewingStatus.cancelled, note: reason);
  }
}
