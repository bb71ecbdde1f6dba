// ... existing code ...
final case class AuthorisationExpired(cardId: String, authId: String, occurredAt: Instant) extends CardEvent
final case class AuthorisationPartiallyReversed(cardId: String, authId: String, reversedMinor: Long, occurredAt: Instant) extends CardEvent
final case class PresentmentCleared(cardId: String, authId: String, amountMinor: Long, occurredAt: Instant) extends CardEvent
// ... existing code ...

      case AuthorisationExpired(_, authId, _) =>
        state.copy(holds = state.holds.removed(authId))

      case AuthorisationPartiallyReversed(_, authId, reversed, _) =>
        state.copy(holds = state.holds.updatedWith(authId)(_.map(_ - reversed).filter(_ > 0)))

      case PresentmentCleared(_, authId, amount, _) =>
// ... existing code ...
