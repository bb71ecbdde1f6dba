import { Drug, InteractionAlert, InteractionRule, Severity } from "./types";
import { loadInteractionRules } from "./rules-repository";
import { auditLog } from "../audit/logger";

const SEVERITY_RANK: Record<Severity, number> = {
  minor: 1,
  moderate: 2,
  major: 3,
  contraindicated: 4,
};

let cachedRules: InteractionRule[] | null = null;

async function getRules(): Promise<InteractionRule[]> {
  if (!cachedRules) {
    cachedRules = await loadInteractionRules();
  }
  return cachedRules;
}

function ruleApplies(rule: InteractionRule, a: Drug, b: Drug): boolean {
  const classesA = new Set(a.therapeuticClasses);
  const classesB = new Set(b.therapeuticClasses);
  return (
    (classesA.has(rule.classA) && classesB.has(rule.classB)) ||
    (classesA.has(rule.classB) && classesB.has(rule.classA))
  );
}

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
  if (alerts.length > 0) {
    auditLog("interaction.flagged", { orderId, count: alerts.length });
  }
  return alerts;
}

export async function reviewDischargeList(meds: Drug[]): Promise<InteractionAlert[]> {
  const all: InteractionAlert[] = [];
  for (let i = 0; i < meds.length; i++) {
    const alerts = await checkInteractions(meds[i], meds.slice(i + 1));
    all.push(...alerts);
  }
  return all;
}

export function resetRuleCache(): void {
  cachedRules = null;
}
