  // ... existing code ...
        case Some(account) =>
          val entry = Entry(UUID.randomUUID(), account.id, -amountMinor, memo, clock())
          store.append(entry).map(_ => Right(entry))
      }

  def transfer(from: AccountId, to: AccountId, amountMinor: Long, memo: String): Future[Either[LedgerError, (Entry, Entry)]] =
    if (from == to) Future.successful(Left(LedgerError.SameAccount(from)))
    else
      withdraw(from, amountMinor, s"transfer to ${to.value}: $memo").flatMap {
        case Left(error) => Future.successful(Left(error))
        case Right(debit) =>
          deposit(to, amountMinor, s"transfer from ${from.value}: $memo").map(_.map(credit => (debit, credit)))
      }

  def balance(id: AccountId): Future[Either[LedgerError, Long]] =
    // ... existing code ...
