package com.homestead.offers

import java.time.{Clock, Instant}
import java.util.UUID

// ... existing code ...

final class OfferService(
    listings: ListingRepository,
    offers: OfferRepository,
    notifier: OfferNotifier,
    clock: Clock = Clock.systemUTC()
)(implicit ec: ExecutionContext) {

  // ... existing code ...
          status = OfferStatus.Pending,
          submittedAt = Instant.now(clock),
          expiresAt = expiresAt
  // ... existing code ...
}
