import { EventEmitter } from "events";

export type Stage = "brewing" | "fermenting" | "conditioning" | "kegging" | "done";

export interface GravityReading {
  at: Date;
  sg: number;
  tempC: number;
}

export interface Batch {
  id: string;
  recipe: string;
  stage: Stage;
  tankId: string | null;
  volumeL: number;
  readings: GravityReading[];
}

const STAGE_ORDER: Stage[] = ["brewing", "fermenting", "conditioning", "kegging", "done"];

export class BatchStore extends EventEmitter {
  private batches = new Map<string, Batch>();

  create(id: string, recipe: string, volumeL: number): Batch {
    if (this.batches.has(id)) {
      throw new Error(`batch ${id} already exists`);
    }
    const batch: Batch = { id, recipe, stage: "brewing", tankId: null, volumeL, readings: [] };
    this.batches.set(id, batch);
    this.emit("created", batch);
    return batch;
  }

  get(id: string): Batch {
    const batch = this.batches.get(id);
    if (!batch) {
      throw new Error(`unknown batch ${id}`);
    }
    return batch;
  }

  advanceStage(id: string): Stage {
    const batch = this.get(id);
    const next = STAGE_ORDER[STAGE_ORDER.indexOf(batch.stage) + 1];
    if (!next) {
      throw new Error(`batch ${id} is already done`);
    }
    if (next === "fermenting" && batch.tankId === null) {
      throw new Error(`batch ${id} needs a tank before fermenting`);
    }
    batch.stage = next;
    this.emit("stage", batch);
    return next;
  }

  recordGravity(id: string, sg: number, tempC: number): void {
    const batch = this.get(id);
    batch.readings.push({ at: new Date(), sg, tempC });
    this.emit("reading", batch);
  }

  transferToTank(id: string, tankId: string): void {
    const batch = this.get(id);
    batch.tankId = tankId;
    this.emit("transfer", batch);
  }

  dump(id: string, reason: string): void {
    const batch = this.get(id);
    batch.stage = "done";
    batch.volumeL = 0;
    this.emit("dumped", batch, reason);
  }

  listActive(): Batch[] {
    return [...this.batches.values()].filter((b) => b.stage !== "done");
  }
}
