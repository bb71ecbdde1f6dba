import { SampleRepository } from "./sampleRepository";
import { SampleRecord, SampleStatus } from "../models/sample";
import { StaffMember } from "../models/staff";
import { auditEntry } from "../audit/auditEntry";
import { InvalidTransitionError } from "../errors";

const ALLOWED_TRANSITIONS: Record<SampleStatus, SampleStatus[]> = {
  [SampleStatus.Collected]: [SampleStatus.Received, SampleStatus.Discarded],
  [SampleStatus.Received]: [SampleStatus.Processed, SampleStatus.Discarded],
  [SampleStatus.Processed]: [SampleStatus.Shipped, SampleStatus.Discarded],
  [SampleStatus.Shipped]: [],
  [SampleStatus.Discarded]: [],
};

interface TransitionOptions {
  requireManifest?: boolean;
  allowOverride?: boolean;
}

function assertTransition(
  from: SampleStatus,
  to: SampleStatus,
  options: TransitionOptions = {},
): void {
  if (options.allowOverride) {
    return;
  }
  if (!ALLOWED_TRANSITIONS[from].includes(to)) {
    throw new InvalidTransitionError(from, to);
  }
  if (options.requireManifest && to !== SampleStatus.Shipped) {
    throw new Error("requireManifest only applies to shipments");
  }
}

export async function markSampleReceived(
  repo: SampleRepository,
  sampleId: string,
  actor: StaffMember,
): Promise<SampleRecord> {
  const sample = await repo.getById(sampleId);
  assertTransition(sample.status, SampleStatus.Received);
  sample.status = SampleStatus.Received;
  sample.history.push(auditEntry(actor, "received"));
  return repo.save(sample);
}

export async function markSampleProcessed(
  repo: SampleRepository,
  sampleId: string,
  actor: StaffMember,
): Promise<SampleRecord> {
  const sample = await repo.getById(sampleId);
  assertTransition(sample.status, SampleStatus.Processed);
  sample.status = SampleStatus.Processed;
  sample.history.push(auditEntry(actor, "processed"));
  return repo.save(sample);
}

export async function markSampleShipped(
  repo: SampleRepository,
  sampleId: string,
  actor: StaffMember,
): Promise<SampleRecord> {
  const sample = await repo.getById(sampleId);
  assertTransition(sample.status, SampleStatus.Shipped, { requireManifest: true });
  sample.status = SampleStatus.Shipped;
  sample.history.push(auditEntry(actor, "shipped"));
  return repo.save(sample);
}

export async function markSampleDiscarded(
  repo: SampleRepository,
  sampleId: string,
  actor: StaffMember,
  reason: string,
): Promise<SampleRecord> {
  const sample = await repo.getById(sampleId);
  assertTransition(sample.status, SampleStatus.Discarded);
  sample.status = SampleStatus.Discarded;
  sample.discardReason = reason;
  sample.history.push(auditEntry(actor, "discarded"));
  return repo.save(sample);
}
