class FedexRateProvider(RateProvider):
    # ... existing code ...

    def supports_saturday_delivery(self, destination: Address) -> bool:
        return destination.country == "US" and destination.postal_code[:1] not in {"0", "9"}
