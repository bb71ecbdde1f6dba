import { publish } from "./bus.js";
import { appendEvent, upsertContainer } from "./store.js";

const TERMINAL_CODE = process.env.TERMINAL_CODE ?? "RTM-ECT";

function baseEvent(msg, type) {
  return {
    type,
    containerNo: msg.containerNo.toUpperCase(),
    terminal: TERMINAL_CODE,
    occurredAt: new Date(msg.timestamp),
    source: msg.source ?? "edi",
  };
}

export async function handleGateIn(msg) {
  const event = baseEvent(msg, "GATE_IN");
  event.truckPlate = msg.truckPlate ?? null;
  await appendEvent(event);
  await upsertContainer(event.containerNo, { location: "YARD", lastEventAt: event.occurredAt });
  await publish("container.gate-in", event);
  return event;
}

export async function handleGateOut(msg) {
  const event = baseEvent(msg, "GATE_OUT");
  event.truckPlate = msg.truckPlate ?? null;
  await appendEvent(event);
  await upsertContainer(event.containerNo, { location: "OUT", lastEventAt: event.occurredAt });
  await publish("container.gate-out", event);
  return event;
}

export async function handleDischarge(msg) {
  const event = baseEvent(msg, "DISCHARGED");
  event.vesselImo = msg.vesselImo;
  await appendEvent(event);
  await upsertContainer(event.containerNo, { location: "YARD", lastEventAt: event.occurredAt });
  await publish("container.discharged", event);
  return event;
}

export async function handleLoad(msg) {
  const event = baseEvent(msg, "LOADED");
  event.vesselImo = msg.vesselImo;
  await appendEvent(event);
  await upsertContainer(event.containerNo, { location: "VESSEL", lastEventAt: event.occurredAt });
  await publish("container.loaded", event);
  return event;
}

export async function handleCustomsRelease(msg) {
  const event = baseEvent(msg, "CUSTOMS_RELEASED");
  event.mrn = msg.mrn;
  await appendEvent(event);
  await upsertContainer(event.containerNo, { customsStatus: "RELEASED", lastEventAt: event.occurredAt });
  await publish("container.customs-released", event);
  return event;
}

export const handlers = {
  GATE_IN: handleGateIn,
  GATE_OUT: handleGateOut,
  DISCHARGED: handleDischarge,
  LOADED: handleLoad,
  CUSTOMS_RELEASED: handleCustomsRelease,
};
