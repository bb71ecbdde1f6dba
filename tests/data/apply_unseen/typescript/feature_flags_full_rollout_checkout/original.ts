import { createHash } from "node:crypto";

export type FlagKey =
  | "newCheckout"
  | "searchV2"
  | "darkMode"
  | "bulkExport"
  | "aiSummaries";

export interface FlagDefinition {
  description: string;
  default: boolean;
  rollout: number;
  owners: string[];
}

export const FLAGS: Record<FlagKey, FlagDefinition> = {
  newCheckout: {
    description: "Single-page checkout flow",
    default: false,
    rollout: 0.25,
    owners: ["payments"],
  },
  searchV2: {
    description: "Vector-backed product search",
    default: false,
    rollout: 0.1,
    owners: ["search"],
  },
  darkMode: {
    description: "Dark colour scheme in the web app",
    default: true,
    rollout: 1,
    owners: ["web-platform"],
  },
  bulkExport: {
    description: "CSV export of more than 10k rows",
    default: false,
    rollout: 0,
    owners: ["data"],
  },
  aiSummaries: {
    description: "Generated order summaries in the admin",
    default: false,
    rollout: 0.05,
    owners: ["admin-tools", "ml"],
  },
};

export interface FlagContext {
  userId: string;
  overrides?: Partial<Record<FlagKey, boolean>>;
}

function bucket(flag: FlagKey, userId: string): number {
  const digest = createHash("sha1").update(`${flag}:${userId}`).digest();
  return digest.readUInt32BE(0) / 0xffffffff;
}

export function isEnabled(flag: FlagKey, ctx: FlagContext): boolean {
  const override = ctx.overrides?.[flag];
  if (override !== undefined) {
    return override;
  }
  const def = FLAGS[flag];
  if (def.rollout >= 1) {
    return true;
  }
  if (def.rollout <= 0) {
    return def.default;
  }
  return bucket(flag, ctx.userId) < def.rollout;
}

export function enabledFlags(ctx: FlagContext): FlagKey[] {
  return (Object.keys(FLAGS) as FlagKey[]).filter((flag) => isEnabled(flag, ctx));
}
