import { formatDistanceToNowStrict } from "date-fns";
import type { ServiceAlert, AlertEffect, InformedEntity } from "../gtfs/types";
import { routeShortName } from "../gtfs/routes";
import { severityRank } from "../gtfs/severity";
import { logger } from "../logging";

// ... existing code ...

export function activeBanners(alerts: ServiceAlert[], now = new Date()): AlertBanner[] {
  const active = alerts.filter((a) => isActive(a, now));
  if (active.length < alerts.length) {
    logger.debug("skipped inactive alerts", { count: alerts.length - active.length });
  }
  // Most severe first so stop displays with one line show the alert that matters.
  active.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return active.map(toBanner);
}
