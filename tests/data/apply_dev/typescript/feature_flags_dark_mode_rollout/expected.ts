import { createHash } from "node:crypto";

export interface FlagDefinition {
  key: string;
  description: string;
  defaultValue: boolean;
  rolloutPercent: number;
  owners: string[];
  expiresAt?: string;
}

export const FLAGS = {
  newCheckout: {
    key: "new-checkout",
    description: "Single-page checkout with saved payment methods",
    defaultValue: false,
    rolloutPercent: 100,
    owners: ["payments"],
  },
  searchV2: {
    key: "search-v2",
    description: "Typesense-backed search with typo tolerance",
    defaultValue: false,
    rolloutPercent: 10,
    owners: ["discovery"],
  },
  darkMode: {
    key: "dark-mode",
    description: "Dark theme toggle in the account menu",
    defaultValue: false,
    rolloutPercent: 50,
    owners: ["web-platform"],
  },
  bulkExport: {
    key: "bulk-export",
    description: "Export up to 50k rows from any table view",
    defaultValue: false,
    rolloutPercent: 0,
    owners: ["data"],
    expiresAt: "2025-03-31",
  },
  inlineComments: {
    key: "inline-comments",
    description: "Comment threads on individual document blocks",
    defaultValue: false,
    rolloutPercent: 10,
    owners: ["collaboration"],
  },
} satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof FLAGS;

/** Stable 0-99 bucket for a user and flag, so a user keeps the same answer as the rollout grows. */
export function bucket(flagKey: string, userId: string): number {
  const digest = createHash("sha256").update(`${flagKey}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function isEnabled(name: FlagName, userId: string | undefined, overrides: Partial<Record<FlagName, boolean>> = {}): boolean {
  const override = overrides[name];
  if (override !== undefined) return override;
  const flag: FlagDefinition = FLAGS[name];
  if (flag.expiresAt && new Date(flag.expiresAt) < new Date()) return flag.defaultValue;
  if (!userId) return flag.defaultValue;
  return bucket(flag.key, userId) < flag.rolloutPercent;
}

export function enabledFlags(userId: string | undefined): FlagName[] {
  return (Object.keys(FLAGS) as FlagName[]).filter((name) => isEnabled(name, userId));
}
