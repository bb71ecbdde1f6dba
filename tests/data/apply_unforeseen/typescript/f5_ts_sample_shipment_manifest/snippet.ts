// ... existing code ...

export async function markSampleShipped(
  repo: SampleRepository,
  sampleId: string,
  actor: StaffMember,
): Promise<SampleRecord> {
  const sample = await repo.getById(sampleId);
  assertTransition(sample.status, SampleStatus.Shipped, { requireManifest: true });
  // ... existing code ...
}

// ... existing code ...
