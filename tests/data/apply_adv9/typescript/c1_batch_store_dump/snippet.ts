// ... keep existing code

  advanceStage(id: string): Stage {
    const batch = this.get(id);
    const next = STAGE_ORDER[STAGE_ORDER.indexOf(batch.stage) + 1];
    if (!next) {
      throw new Error(`batch ${id} is already done`);
    }
    if (next === "fermenting" && batch.tankId === null) {
      throw new Error(`batch ${id} needs a tank before fermenting`);
    }
    // ... keep existing code
  }

  // ... keep existing code

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

// ... keep existing code
