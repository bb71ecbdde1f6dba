import { distanceKm, GeoPoint } from "../geo/distance";
import { Crew, CrewStatus } from "../crews/types";
import { LeakReport, LeakSeverity } from "./types";

export interface DispatchResult {
  reportId: string;
  crewId: string | null;
  etaMinutes: number | null;
}

const AVERAGE_SPEED_KMH = 32;

const SEVERITY_ORDER: Record<LeakSeverity, number> = {
  main_break: 0,
  service_line: 1,
  hydrant: 2,
  seepage: 3,
};

function isAvailable(crew: Crew): boolean {
  return crew.status === CrewStatus.Available && crew.hoursOnShift < 10;
}

function etaMinutes(from: GeoPoint, to: GeoPoint): number {
  return Math.round((distanceKm(from, to) / AVERAGE_SPEED_KMH) * 60);
}

export interface AssignOptions {
  maxDistanceKm?: number;
  requireVacTruck?: boolean;
}

export function assignCrew(
  report: LeakReport,
  crews: Crew[],
  options: AssignOptions = {},
): Crew | null {
  const { maxDistanceKm = Infinity, requireVacTruck = false } = options;
  const candidates = crews.filter(
    (crew) =>
      isAvailable(crew) &&
      (!requireVacTruck || crew.hasVacTruck) &&
      distanceKm(crew.location, report.location) <= maxDistanceKm,
  );
  if (candidates.length === 0) {
    return null;
  }
  candidates.sort(
    (a, b) => distanceKm(a.location, report.location) - distanceKm(b.location, report.location),
  );
  return candidates[0];
}

export function dispatchQueue(reports: LeakReport[], crews: Crew[]): DispatchResult[] {
  const pool = [...crews];
  const ordered = [...reports].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  const results: DispatchResult[] = [];
  for (const report of ordered) {
    const crew = assignCrew(report, pool, {
      requireVacTruck: report.severity === "main_break",
    });
    if (!crew) {
      results.push({ reportId: report.id, crewId: null, etaMinutes: null });
      continue;
    }
    pool.splice(pool.indexOf(crew), 1);
    results.push({
      reportId: report.id,
      crewId: crew.id,
      etaMinutes: etaMinutes(crew.location, report.location),
    });
  }
  return results;
}

export function redispatch(report: LeakReport, crews: Crew[]): DispatchResult {
  const crew = assignCrew(report, crews);
  return {
    reportId: report.id,
    crewId: crew ? crew.id : null,
    etaMinutes: crew ? etaMinutes(crew.location, report.location) : null,
  };
}
