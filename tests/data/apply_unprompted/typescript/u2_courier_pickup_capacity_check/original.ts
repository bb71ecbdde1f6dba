import { Branch } from "./models/branch";
import { Shipment, ShipmentState } from "./models/shipment";

export interface CourierStop {
  branchCode: string;
  arrival: string;
  pickups: string[];
  dropoffs: string[];
}

export interface CourierRun {
  routeId: string;
  driver: string;
  day: "MON" | "TUE" | "WED" | "THU" | "FRI";
  stops: CourierStop[];
}

const MAX_BINS_PER_RUN = 40;

export function stopFor(run: CourierRun, branchCode: string): CourierStop | undefined {
  return run.stops.find((s) => s.branchCode === branchCode);
}

export function assignPickup(run: CourierRun, shipment: Shipment): void {
  const stop = stopFor(run, shipment.fromBranch);
  if (!stop) {
    throw new Error(`Route ${run.routeId} does not stop at ${shipment.fromBranch}`);
  }
  stop.pickups.push(shipment.id);
  shipment.state = ShipmentState.AwaitingPickup;
}

export function assignDropoff(run: CourierRun, shipment: Shipment): void {
  const stop = stopFor(run, shipment.toBranch);
  if (!stop) {
    throw new Error(`Route ${run.routeId} does not stop at ${shipment.toBranch}`);
  }
  stop.dropoffs.push(shipment.id);
  shipment.state = ShipmentState.InTransit;
}

export function binsOnRun(run: CourierRun): number {
  return run.stops.reduce((total, stop) => total + stop.pickups.length, 0);
}

export function canAcceptShipment(run: CourierRun, branches: Branch[], shipment: Shipment): boolean {
  const servesOrigin = branches.some((b) => b.code === shipment.fromBranch && b.courierDays.includes(run.day));
  const servesDestination = branches.some((b) => b.code === shipment.toBranch && b.courierDays.includes(run.day));
  return servesOrigin && servesDestination && binsOnRun(run) < MAX_BINS_PER_RUN;
}
