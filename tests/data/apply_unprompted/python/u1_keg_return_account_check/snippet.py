    def receive_return(self, keg: Keg, account: Account, returned_on: date) -> None:
        if keg.status is not KegStatus.AT_ACCOUNT:
            raise ValueError(f"keg {keg.serial} is {keg.status.value}, not out at an account")
        if keg.account_id != account.id:
            raise ValueError(f"keg {keg.serial} was shipped to another account, not {account.name}")
        # ... existing code ...
        log.info("received %s back from %s on %s", keg.serial, account.name, returned_on)
