package com.acme.ledger

import java.time.Instant
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}

import com.acme.ledger.model.{Account, AccountId, Entry, LedgerError}
import com.acme.ledger.store.LedgerStore

final class LedgerService(store: LedgerStore, clock: () => Instant)(implicit ec: ExecutionContext) {

  def open(owner: String, currency: String): Future[Account] = {
    val account = Account(AccountId(UUID.randomUUID()), owner, currency, balanceMinor = 0L)
    store.insertAccount(account).map(_ => account)
  }

  def deposit(id: AccountId, amountMinor: Long, memo: String): Future[Either[LedgerError, Entry]] =
    if (amountMinor <= 0) Future.successful(Left(LedgerError.NonPositiveAmount(amountMinor)))
    else
      store.findAccount(id).flatMap {
        case None => Future.successful(Left(LedgerError.UnknownAccount(id)))
        case Some(account) =>
          val entry = Entry(UUID.randomUUID(), account.id, amountMinor, memo, clock())
          store.append(entry).map(_ => Right(entry))
      }

  def withdraw(id: AccountId, amountMinor: Long, memo: String): Future[Either[LedgerError, Entry]] =
    if (amountMinor <= 0) Future.successful(Left(LedgerError.NonPositiveAmount(amountMinor)))
    else
      store.findAccount(id).flatMap {
        case None => Future.successful(Left(LedgerError.UnknownAccount(id)))
        case Some(account) if account.balanceMinor < amountMinor =>
          Future.successful(Left(LedgerError.InsufficientFunds(id, account.balanceMinor, amountMinor)))
        case Some(account) =>
          val entry = Entry(UUID.randomUUID(), account.id, -amountMinor, memo, clock())
          store.append(entry).map(_ => Right(entry))
      }

  def balance(id: AccountId): Future[Either[LedgerError, Long]] =
    store.findAccount(id).map {
      case None          => Left(LedgerError.UnknownAccount(id))
      case Some(account) => Right(account.balanceMinor)
    }

  def history(id: AccountId, limit: Int = 50): Future[Seq[Entry]] =
    store.entries(id).map(_.sortBy(_.at).reverse.take(limit))
}
