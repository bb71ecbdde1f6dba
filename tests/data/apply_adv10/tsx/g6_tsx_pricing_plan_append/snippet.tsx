// ... existing code ...
    highlighted: false,
  },
  {
    name: "Enterprise",
    price: 99,
    description: "For organisations with advanced needs.",
    features: ["Everything in Team", "Dedicated support", "Custom contracts"],
    cta: "Contact sales",
    highlighted: false,
  },
];

// ... existing code ...
