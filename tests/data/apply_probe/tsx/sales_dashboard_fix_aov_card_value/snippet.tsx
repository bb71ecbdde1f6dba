const CARDS: CardConfig[] = [
  // ...
  {
    id: "aov",
    title: "Avg. order value",
    icon: Receipt,
    value: (s) => formatCurrency(s.averageOrderCents / 100),
    delta: (s) => s.averageOrderDelta,
  },
  // ...
];
