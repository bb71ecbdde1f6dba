"""A small inventory of items with quantities and prices."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 0

    def total(self) -> float:
        return self.price * self.quantity


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def add(self, item: Item) -> None:
        if item.name in self.items:
            self.items[item.name].quantity += item.quantity
        else:
            self.items[item.name] = item

    def remove(self, name: str, quantity: int = 1) -> None:
        item = self.items[name]
        item.quantity -= quantity
        if item.quantity <= 0:
            del self.items[name]

    def value(self) -> float:
        return sum(item.total() for item in self.items.values())

    def names(self) -> list[str]:
        return sorted(self.items)


def load(rows: list[tuple[str, float, int]]) -> Inventory:
    inventory = Inventory()
    for name, price, quantity in rows:
        inventory.add(Item(name, price, quantity))
    return inventory
