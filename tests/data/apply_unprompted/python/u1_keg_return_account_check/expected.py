"""Keg ledger: where every keg is, and which account owes us which shells."""

import logging
from datetime import date

from kegs.models import Account, Keg, KegStatus

log = logging.getLogger(__name__)

# Deposit per shell in dollars, by keg size.
DEPOSIT_PER_SHELL = {"half": 30, "quarter": 30, "sixtel": 30}


class KegLedger:
    """Tracks keg movements between the brewery, accounts and the keg washer."""

    def __init__(self, store):
        self.store = store

    def fill(self, keg: Keg, batch_code: str, filled_on: date) -> None:
        if keg.status is not KegStatus.CLEAN:
            raise ValueError(f"keg {keg.serial} is {keg.status.value}, not clean")
        keg.status = KegStatus.FULL
        keg.batch_code = batch_code
        keg.filled_on = filled_on
        self.store.save(keg)
        log.info("filled %s with %s", keg.serial, batch_code)

    def ship(self, keg: Keg, account: Account, shipped_on: date) -> None:
        if keg.status is not KegStatus.FULL:
            raise ValueError(f"keg {keg.serial} is {keg.status.value}, not full")
        keg.status = KegStatus.AT_ACCOUNT
        keg.account_id = account.id
        keg.shipped_on = shipped_on
        account.deposits_held += DEPOSIT_PER_SHELL[keg.size]
        self.store.save(keg)
        self.store.save(account)
        log.info("shipped %s to %s", keg.serial, account.name)

    def receive_return(self, keg: Keg, account: Account, returned_on: date) -> None:
        if keg.status is not KegStatus.AT_ACCOUNT:
            raise ValueError(f"keg {keg.serial} is {keg.status.value}, not out at an account")
        if keg.account_id != account.id:
            raise ValueError(f"keg {keg.serial} was shipped to another account, not {account.name}")
        keg.status = KegStatus.DIRTY
        keg.account_id = None
        keg.returned_on = returned_on
        account.deposits_held -= DEPOSIT_PER_SHELL[keg.size]
        self.store.save(keg)
        self.store.save(account)
        log.info("received %s back from %s on %s", keg.serial, account.name, returned_on)

    def mark_lost(self, keg: Keg, account: Account) -> None:
        if keg.status is not KegStatus.AT_ACCOUNT:
            raise ValueError(f"keg {keg.serial} is {keg.status.value}, not out at an account")
        keg.status = KegStatus.LOST
        account.deposits_held -= DEPOSIT_PER_SHELL[keg.size]
        self.store.save(keg)
        self.store.save(account)
        log.warning("wrote off %s at %s, deposit kept", keg.serial, account.name)

    def days_out(self, keg: Keg, today: date) -> int | None:
        if keg.status is not KegStatus.AT_ACCOUNT or keg.shipped_on is None:
            return None
        return (today - keg.shipped_on).days
