export type Environment = "development" | "staging" | "production";

export interface Rollout {
  percentage: number;
  environments: Environment[];
}

export interface FlagDefinition {
  key: string;
  description: string;
  owner: string;
  defaultValue: boolean;
  rollout: Rollout;
}

export const FLAGS: FlagDefinition[] = [
  {
    key: "checkout.new-payment-sheet",
    description: "Render the redesigned payment sheet during checkout.",
    owner: "payments",
    defaultValue: false,
    rollout: { percentage: 50, environments: ["staging", "production"] },
  },
  {
    key: "checkout.express-paypal",
    description: "Show the PayPal express button on the cart page.",
    owner: "payments",
    defaultValue: false,
    rollout: { percentage: 50, environments: ["staging", "production"] },
  },
  {
    key: "search.typo-tolerance",
    description: "Enable typo tolerance in product search.",
    owner: "discovery",
    defaultValue: false,
    rollout: { percentage: 50, environments: ["staging", "production"] },
  },
  {
    key: "search.semantic-ranking",
    description: "Rank search results with the embedding model.",
    owner: "discovery",
    defaultValue: false,
    rollout: { percentage: 10, environments: ["staging"] },
  },
  {
    key: "account.passkeys",
    description: "Allow customers to register passkeys.",
    owner: "identity",
    defaultValue: false,
    rollout: { percentage: 50, environments: ["staging", "production"] },
  },
];

const byKey = new Map(FLAGS.map((flag) => [flag.key, flag]));

function bucket(userId: string, key: string): number {
  let hash = 0;
  for (const ch of `${key}:${userId}`) {
    hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  }
  return hash % 100;
}

export function isEnabled(key: string, userId: string, env: Environment): boolean {
  const flag = byKey.get(key);
  if (!flag) {
    return false;
  }
  if (!flag.rollout.environments.includes(env)) {
    return flag.defaultValue;
  }
  return bucket(userId, key) < flag.rollout.percentage;
}
