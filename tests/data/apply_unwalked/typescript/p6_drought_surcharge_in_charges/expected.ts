import { RateSchedule, Tier } from "./rates";
import { BillingAccount, ChargeLine } from "./types";

const GALLONS_PER_CCF = 748;

export class ChargeCalculator {
  constructor(
    private readonly schedule: RateSchedule,
    private readonly stormwaterFeePerErU: number,
  ) {}

  computeCharges(account: BillingAccount, gallons: number): ChargeLine[] {
    const lines: ChargeLine[] = [];
    lines.push({ code: "BASE", label: "Base service charge", amount: this.baseCharge(account) });

    const ccf = gallons / GALLONS_PER_CCF;
    let remaining = ccf;
    let usageTotal = 0;
    for (const tier of this.schedule.tiersFor(account.rateClass)) {
      if (remaining <= 0) {
        break;
      }
      const inTier = Math.min(remaining, tier.upToCcf - tier.fromCcf);
      usageTotal += inTier * tier.pricePerCcf;
      remaining -= inTier;
    }
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
      lines.push({ code: "SEWER", label: "Sewer", amount: round2(usageTotal * this.schedule.sewerRatio) });
    }

    if (account.imperviousAreaErus > 0) {
      lines.push({
        code: "STORM",
        label: "Stormwater",
        amount: round2(account.imperviousAreaErus * this.stormwaterFeePerErU),
      });
    }
    return lines;
  }

  private baseCharge(account: BillingAccount): number {
    const meterSize = account.meterSizeInches;
    if (meterSize <= 0.75) {
      return this.schedule.baseCharges.small;
    }
    if (meterSize <= 2) {
      return this.schedule.baseCharges.medium;
    }
    return this.schedule.baseCharges.large;
  }

  describeTiers(rateClass: string): string[] {
    return this.schedule
      .tiersFor(rateClass)
      .map((tier: Tier) => `${tier.fromCcf}-${tier.upToCcf} CCF @ $${tier.pricePerCcf.toFixed(2)}`);
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
