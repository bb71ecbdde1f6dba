import { createHash } from "node:crypto";

export interface FlagRule {
  key: string;
  enabled: boolean;
  rolloutPercent?: number;
  allowUsers?: string[];
  denyUsers?: string[];
  environments?: string[];
}

export interface EvalContext {
  userId: string;
  environment: string;
  attributes?: Record<string, string>;
}

export class FlagEvaluator {
  constructor(private readonly rules: Map<string, FlagRule>) {}

  static fromList(list: FlagRule[]): FlagEvaluator {
    return new FlagEvaluator(new Map(list.map((rule) => [rule.key, rule])));
  }

  isEnabled(key: string, ctx: EvalContext): boolean {
    const rule = this.rules.get(key);
    if (!rule || !rule.enabled) {
      return false;
    }
    if (rule.environments && !rule.environments.includes(ctx.environment)) {
      return false;
    }
    if (rule.denyUsers?.includes(ctx.userId)) {
      return false;
    }
    if (rule.allowUsers?.includes(ctx.userId)) {
      return true;
    }
    if (rule.rolloutPercent === undefined) {
      return true;
    }
    return bucketOf(key, ctx.userId) < rule.rolloutPercent;
  }

  enabledFlags(ctx: EvalContext): string[] {
    return [...this.rules.keys()].filter((key) => this.isEnabled(key, ctx));
  }
}

export function bucketOf(key: string, userId: string): number {
  const digest = createHash("sha1").update(`${key}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}
