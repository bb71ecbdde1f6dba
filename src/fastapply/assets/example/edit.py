# ... existing code ...

    def remove(self, name: str, quantity: int = 1) -> None:
        if name not in self.items:
            raise KeyError(f"no item named {name!r}")
        item = self.items[name]
        item.quantity -= quantity
        if item.quantity <= 0:
            del self.items[name]

# ... existing code ...

    def names(self) -> list[str]:
        return sorted(self.items)

    def cheapest(self) -> Item | None:
        return min(self.items.values(), key=lambda item: item.price, default=None)


# ... existing code ...
