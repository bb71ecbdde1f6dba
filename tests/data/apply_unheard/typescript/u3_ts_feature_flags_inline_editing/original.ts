import { createHash } from "crypto";

export type Environment = "development" | "staging" | "production";

export type FlagName =
  | "newDashboard"
  | "betaSearch"
  | "checkoutV2"
  | "darkMode";

export interface FlagDefinition {
  description: string;
  rolloutPercent: number;
  environments: Environment[];
}

export const FLAGS: Record<FlagName, FlagDefinition> = {
  newDashboard: {
    description: "Redesigned analytics dashboard with widget grid",
    rolloutPercent: 25,
    environments: ["development", "staging", "production"],
  },
  betaSearch: {
    description: "Typo-tolerant search backed by the new index",
    rolloutPercent: 10,
    environments: ["development", "staging"],
  },
  checkoutV2: {
    description: "Single-page checkout with saved payment methods",
    rolloutPercent: 50,
    environments: ["development", "staging", "production"],
  },
  darkMode: {
    description: "Dark color scheme toggle in user settings",
    rolloutPercent: 100,
    environments: ["development", "staging", "production"],
  },
};

function bucketFor(flag: FlagName, userId: string): number {
  const digest = createHash("sha1").update(`${flag}:${userId}`).digest();
  return digest.readUInt16BE(0) % 100;
}

export function isEnabled(flag: FlagName, userId: string, env: Environment): boolean {
  const definition = FLAGS[flag];
  if (!definition.environments.includes(env)) {
    return false;
  }
  return bucketFor(flag, userId) < definition.rolloutPercent;
}

export function enabledFlags(userId: string, env: Environment): FlagName[] {
  return (Object.keys(FLAGS) as FlagName[]).filter((flag) => isEnabled(flag, userId, env));
}
