// ... existing code ...

function matches(rule: FlagRule, key: string, ctx: EvalContext): boolean {
  switch (rule.kind) {
    case "always":
      return rule.value;
    case "allowlist":
      return ctx.userId !== undefined && rule.userIds.includes(ctx.userId);
    case "percentage": {
      if (ctx.userId === undefined) return false;
      const percent = Math.min(Math.max(rule.percent, 0), 100);
      return bucketFor(key, ctx.userId) < percent;
    }
    case "plan":
      return ctx.plan !== undefined && rule.plans.includes(ctx.plan.toLowerCase());
    default:
      return false;
  }
}

// ... existing code ...
