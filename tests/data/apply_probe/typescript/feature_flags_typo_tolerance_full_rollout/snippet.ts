  // ...
  {
    key: "search.typo-tolerance",
    description: "Enable typo tolerance in product search.",
    owner: "discovery",
    defaultValue: false,
    rollout: { percentage: 100, environments: ["staging", "production"] },
  },
  // ...
