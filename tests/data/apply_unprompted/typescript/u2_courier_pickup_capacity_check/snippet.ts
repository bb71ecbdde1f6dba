// ... keep existing code

export function assignPickup(run: CourierRun, shipment: Shipment): void {
  if (binsOnRun(run) >= MAX_BINS_PER_RUN) {
    throw new Error(`Route ${run.routeId} is full (${MAX_BINS_PER_RUN} bins)`);
  }
  const stop = stopFor(run, shipment.fromBranch);
  // ... keep existing code
}

// ... keep existing code
