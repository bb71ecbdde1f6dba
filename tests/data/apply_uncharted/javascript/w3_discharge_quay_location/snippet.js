// ... existing code ...

export async function handleDischarge(msg) {
  const event = baseEvent(msg, "DISCHARGED");
  event.vesselImo = msg.vesselImo;
  await appendEvent(event);
  // Boxes sit on the quay apron until a straddle carrier moves them to the stack.
  await upsertContainer(event.containerNo, { location: "QUAY", lastEventAt: event.occurredAt });
  // ... existing code ...
}

// ... existing code ...
