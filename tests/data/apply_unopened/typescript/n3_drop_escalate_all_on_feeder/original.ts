import { EventEmitter } from "events";
import { OutageReport, OutageStatus, Severity } from "./model";
import { logger } from "../logging";

const SEVERITY_ORDER: Severity[] = ["low", "medium", "high", "critical"];

export class OutageReportStore extends EventEmitter {
  private readonly reports = new Map<string, OutageReport>();

  constructor(private readonly maxOpenPerFeeder = 50) {
    super();
  }

  open(report: OutageReport): void {
    const openOnFeeder = this.byFeeder(report.feederId).filter((r) => r.status !== "resolved");
    if (openOnFeeder.length >= this.maxOpenPerFeeder) {
      logger.warn(`Feeder ${report.feederId} has too many open reports; merging ${report.id}`);
      this.merge(openOnFeeder[0].id, report);
      return;
    }
    this.reports.set(report.id, { ...report, status: "open" });
    this.emit("opened", report.id);
  }

  updateStatus(id: string, status: OutageStatus): void {
    const report = this.require(id);
    if (report.status === "resolved") {
      throw new Error(`Outage ${id} is already resolved`);
    }
    this.reports.set(id, { ...report, status, updatedAt: new Date() });
    this.emit("status", id, status);
  }

  escalate(id: string): Severity {
    const report = this.require(id);
    const idx = SEVERITY_ORDER.indexOf(report.severity);
    const next = SEVERITY_ORDER[Math.min(idx + 1, SEVERITY_ORDER.length - 1)];
    this.reports.set(id, { ...report, severity: next, updatedAt: new Date() });
    this.emit("escalated", id, next);
    return next;
  }

  escalateAllOnFeeder(feederId: string): number {
    let count = 0;
    for (const report of this.byFeeder(feederId)) {
      if (report.status === "resolved") continue;
      this.escalate(report.id);
      count++;
    }
    return count;
  }

  merge(targetId: string, duplicate: OutageReport): void {
    const target = this.require(targetId);
    const customers = new Set([...target.affectedCustomers, ...duplicate.affectedCustomers]);
    this.reports.set(targetId, {
      ...target,
      affectedCustomers: [...customers],
      updatedAt: new Date(),
    });
    this.emit("merged", targetId, duplicate.id);
  }

  byFeeder(feederId: string): OutageReport[] {
    return [...this.reports.values()].filter((r) => r.feederId === feederId);
  }

  openCount(): number {
    let count = 0;
    for (const report of this.reports.values()) {
      if (report.status === "resolved") continue;
      count++;
    }
    return count;
  }

  private require(id: string): OutageReport {
    const report = this.reports.get(id);
    if (!report) {
      throw new Error(`Unknown outage report ${id}`);
    }
    return report;
  }
}
