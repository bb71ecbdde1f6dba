  isEnabled(key: string, ctx: EvalContext): boolean {
    const rule = this.rules.get(key);
    if (!rule || !rule.enabled) {
      return false;
    }
    // ... environment and deny-list checks stay the same ...
    if (rule.allowUsers?.includes(ctx.userId)) {
      return true;
    }
    if (ctx.attributes?.["internal"] === "true") {
      return true;
    }
    if (rule.rolloutPercent === undefined) {
      return true;
    }
    return bucketOf(key, ctx.userId) < rule.rolloutPercent;
  }
