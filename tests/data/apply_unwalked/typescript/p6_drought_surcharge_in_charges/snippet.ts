  computeCharges(account: BillingAccount, gallons: number): ChargeLine[] {
    const lines: ChargeLine[] = [];
    // ... base charge and tiered usage unchanged ...
    lines.push({ code: "USAGE", label: "Water usage", amount: round2(usageTotal) });

    if (this.schedule.droughtStage >= 2 && ccf > this.schedule.droughtAllotmentCcf) {
      const excess = ccf - this.schedule.droughtAllotmentCcf;
      lines.push({
        code: "DROUGHT",
        label: `Drought surcharge (stage ${this.schedule.droughtStage})`,
        amount: round2(excess * this.schedule.droughtSurchargePerCcf),
      });
    }

    if (account.sewerConnected) {
      // ... existing code ...
    }
    // ... existing code ...
  }
