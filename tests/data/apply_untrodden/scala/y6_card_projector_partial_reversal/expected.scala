package com.northbank.cards.ledger

import java.time.Instant

import scala.collection.immutable.SortedMap

sealed trait CardEvent {
  def cardId: String
  def occurredAt: Instant
}

final case class AuthorisationApproved(cardId: String, authId: String, amountMinor: Long, occurredAt: Instant) extends CardEvent
final case class AuthorisationExpired(cardId: String, authId: String, occurredAt: Instant) extends CardEvent
final case class AuthorisationPartiallyReversed(cardId: String, authId: String, reversedMinor: Long, occurredAt: Instant) extends CardEvent
final case class PresentmentCleared(cardId: String, authId: String, amountMinor: Long, occurredAt: Instant) extends CardEvent
final case class RefundCleared(cardId: String, amountMinor: Long, occurredAt: Instant) extends CardEvent

final case class CardBalance(
    cardId: String,
    ledgerMinor: Long,
    holds: SortedMap[String, Long],
    lastEventAt: Option[Instant]
) {
  def availableMinor: Long = ledgerMinor - holds.values.sum
}

object CardBalance {
  def empty(cardId: String): CardBalance = CardBalance(cardId, 0L, SortedMap.empty, None)
}

/** Folds cleared and pending card events into a running balance with open authorisation holds. */
object CardBalanceProjector {

  def apply(state: CardBalance, event: CardEvent): CardBalance = {
    val updated = event match {
      case AuthorisationApproved(_, authId, amount, _) =>
        state.copy(holds = state.holds.updated(authId, amount))

      case AuthorisationExpired(_, authId, _) =>
        state.copy(holds = state.holds.removed(authId))

      case AuthorisationPartiallyReversed(_, authId, reversed, _) =>
        state.copy(holds = state.holds.updatedWith(authId)(_.map(_ - reversed).filter(_ > 0)))

      case PresentmentCleared(_, authId, amount, _) =>
        state.copy(
          ledgerMinor = state.ledgerMinor - amount,
          holds = state.holds.removed(authId)
        )

      case RefundCleared(_, amount, _) =>
        state.copy(ledgerMinor = state.ledgerMinor + amount)
    }
    updated.copy(lastEventAt = Some(event.occurredAt))
  }

  def replay(cardId: String, events: Seq[CardEvent]): CardBalance =
    events
      .filter(_.cardId == cardId)
      .sortBy(_.occurredAt)
      .foldLeft(CardBalance.empty(cardId))(apply)

  def staleHolds(state: CardBalance, olderThan: Instant, authTimes: Map[String, Instant]): Seq[String] =
    state.holds.keys.filter { authId =>
      authTimes.get(authId).exists(_.isBefore(olderThan))
    }.toSeq
}
