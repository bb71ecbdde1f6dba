class Dedupe(Stage):
    # ... existing code ...

    def describe(self) -> str:
        return f"{self.name}(key={self.key}, duplicates={self.duplicates})"
