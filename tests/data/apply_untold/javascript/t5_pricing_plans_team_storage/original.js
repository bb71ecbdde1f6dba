export const CURRENCY = "USD";

export const plans = [
  {
    id: "free",
    name: "Free",
    monthlyPrice: 0,
    yearlyPrice: 0,
    seats: 1,
    storageGb: 2,
    features: ["Unlimited notes", "Web app", "Community support"],
    highlighted: false,
  },
  {
    id: "pro",
    name: "Pro",
    monthlyPrice: 8,
    yearlyPrice: 80,
    seats: 1,
    storageGb: 50,
    features: ["Everything in Free", "Offline mode", "Email support"],
    highlighted: true,
  },
  {
    id: "team",
    name: "Team",
    monthlyPrice: 15,
    yearlyPrice: 150,
    seats: 10,
    storageGb: 200,
    features: ["Everything in Pro", "Shared workspaces", "Admin console"],
    highlighted: false,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthlyPrice: null,
    yearlyPrice: null,
    seats: null,
    storageGb: 1000,
    features: ["Everything in Team", "SSO / SAML", "Dedicated support"],
    highlighted: false,
  },
];

export function findPlan(id) {
  return plans.find((plan) => plan.id === id) ?? null;
}

export function yearlySavings(plan) {
  if (plan.monthlyPrice == null || plan.yearlyPrice == null) return null;
  return plan.monthlyPrice * 12 - plan.yearlyPrice;
}

export function formatPrice(amount) {
  if (amount == null) return "Contact us";
  if (amount === 0) return "Free";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: CURRENCY }).format(amount);
}
