import { formatDistanceToNowStrict } from "date-fns";
import type { ServiceAlert, AlertEffect, InformedEntity } from "../gtfs/types";
import { routeShortName } from "../gtfs/routes";
import { logger } from "../logging";

export interface AlertBanner {
  id: string;
  headline: string;
  detail: string;
  routes: string[];
  effectLabel: string;
  updatedAgo: string;
}

const EFFECT_LABELS: Record<AlertEffect, string> = {
  NO_SERVICE: "No service",
  REDUCED_SERVICE: "Reduced service",
  SIGNIFICANT_DELAYS: "Major delays",
  DETOUR: "Detour",
  ADDITIONAL_SERVICE: "Extra service",
  MODIFIED_SERVICE: "Modified service",
  STOP_MOVED: "Stop moved",
  OTHER_EFFECT: "Service change",
  UNKNOWN_EFFECT: "Service change",
};

function affectedRoutes(entities: InformedEntity[]): string[] {
  const names = new Set<string>();
  for (const entity of entities) {
    if (entity.routeId) {
      names.add(routeShortName(entity.routeId));
    }
  }
  return [...names].sort();
}

function isActive(alert: ServiceAlert, now: Date): boolean {
  if (alert.activePeriods.length === 0) {
    return true;
  }
  const ts = now.getTime() / 1000;
  return alert.activePeriods.some(
    (p) => (p.start ?? 0) <= ts && ts < (p.end ?? Number.POSITIVE_INFINITY),
  );
}

export function toBanner(alert: ServiceAlert): AlertBanner {
  return {
    id: alert.id,
    headline: alert.headerText.trim(),
    detail: alert.descriptionText?.trim() ?? "",
    routes: affectedRoutes(alert.informedEntities),
    effectLabel: EFFECT_LABELS[alert.effect] ?? "Service change",
    updatedAgo: formatDistanceToNowStrict(alert.updatedAt, { addSuffix: true }),
  };
}

export function activeBanners(alerts: ServiceAlert[], now = new Date()): AlertBanner[] {
  const active = alerts.filter((a) => isActive(a, now));
  if (active.length < alerts.length) {
    logger.debug("skipped inactive alerts", { count: alerts.length - active.length });
  }
  return active.map(toBanner);
}
