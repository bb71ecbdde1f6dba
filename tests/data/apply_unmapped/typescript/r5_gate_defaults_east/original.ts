import { EventEmitter } from "node:events";

export interface GateConfig {
  id: string;
  lanes: number;
  opensAt: string;
}

export interface CheckIn {
  serial: string;
  gateId: string;
  lane: number;
  at: Date;
}

export class GateCheckInService extends EventEmitter {
  private readonly checkIns: CheckIn[] = [];
  private readonly gates = new Map<string, GateConfig>();

  constructor(gates: GateConfig[]) {
    super();
    for (const gate of gates) {
      this.gates.set(gate.id, gate);
    }
  }

  checkIn(serial: string, gateId: string, lane: number, at = new Date()): CheckIn {
    const gate = this.gates.get(gateId);
    if (!gate) {
      throw new Error(`Unknown gate: ${gateId}`);
    }
    if (lane < 1 || lane > gate.lanes) {
      throw new Error(`Gate ${gateId} has no lane ${lane}`);
    }
    const entry: CheckIn = { serial, gateId, lane, at };
    this.checkIns.push(entry);
    this.emit("checkin", entry);
    return entry;
  }

  countForGate(gateId: string): number {
    return this.checkIns.filter((c) => c.gateId === gateId).length;
  }

  countForLane(gateId: string, lane: number): number {
    return this.checkIns.filter((c) => c.gateId === gateId && c.lane === lane).length;
  }

  busiestGate(): string | undefined {
    let best: string | undefined;
    let bestCount = -1;
    for (const id of this.gates.keys()) {
      const count = this.countForGate(id);
      if (count > bestCount) {
        best = id;
        bestCount = count;
      }
    }
    return best;
  }
}

export function formatGateSummary(service: GateCheckInService, gates: GateConfig[]): string {
  return gates
    .map((g) => `${g.id.padEnd(8)} ${String(service.countForGate(g.id)).padStart(6)}`)
    .join("\n");
}

export const DEFAULT_GATES: GateConfig[] = [
  { id: "north", lanes: 6, opensAt: "12:00" },
  { id: "south", lanes: 4, opensAt: "12:00" },
  { id: "artist", lanes: 1, opensAt: "10:00" },
];
