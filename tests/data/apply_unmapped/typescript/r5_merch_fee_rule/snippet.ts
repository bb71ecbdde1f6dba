export const FEE_RULES: Record<StallCategory, FeeRule> = {
  // ... food and drink rules unchanged ...
  merch: {
    pitchFee: 350,
    commissionRate: 0.1,
    depositPence: 15000,
    requiresHygieneCert: false,
  },
  // ... charity rule unchanged ...
};

// ... invoice helpers as before ...
