// ...

export const FLAGS: Record<FlagKey, FlagDefinition> = {
  newCheckout: {
    description: "Single-page checkout flow",
    default: true,
    rollout: 1,
    owners: ["payments"],
  },
  // ...
};

// ... (rest unchanged) ...
