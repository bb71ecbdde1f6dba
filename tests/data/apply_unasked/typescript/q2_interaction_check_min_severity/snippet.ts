// ... existing code ...

export interface CheckOptions {
  /** Alerts below this severity are dropped (verification screens hide "minor"). */
  minSeverity?: Severity;
}

export async function checkInteractions(
  newDrug: Drug,
  activeMeds: Drug[],
  options: CheckOptions = {},
): Promise<InteractionAlert[]> {
  const rules = await getRules();
  const minRank = SEVERITY_RANK[options.minSeverity ?? "minor"];
  const alerts: InteractionAlert[] = [];

  for (const med of activeMeds) {
    if (med.rxcui === newDrug.rxcui) {
      continue;
    }
    for (const rule of rules) {
      if (SEVERITY_RANK[rule.severity] < minRank) {
        continue;
      }
      if (ruleApplies(rule, newDrug, med)) {
        alerts.push({
          drugA: newDrug.name,
          drugB: med.name,
          severity: rule.severity,
          message: rule.message,
        });
      }
    }
  }

  return alerts.sort((x, y) => SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity]);
}

export async function reviewOrder(
  orderId: string,
  newDrug: Drug,
  activeMeds: Drug[],
): Promise<InteractionAlert[]> {
  const alerts = await checkInteractions(newDrug, activeMeds, { minSeverity: "moderate" });
  // ... existing code ...
}

// ... existing code ...
