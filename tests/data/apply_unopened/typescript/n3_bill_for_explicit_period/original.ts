import { MeterReading, Tariff, TariffBand } from "./types";
import { roundCurrency } from "../util/money";

export interface BillLine {
  band: string;
  kwh: number;
  rate: number;
  amount: number;
}

export interface BillSummary {
  accountId: string;
  periodStart: Date;
  periodEnd: Date;
  lines: BillLine[];
  standingCharge: number;
  total: number;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

function bandFor(tariff: Tariff, reading: MeterReading): TariffBand {
  const hour = reading.timestamp.getUTCHours();
  const band = tariff.bands.find((b) => hour >= b.startHour && hour < b.endHour);
  if (!band) {
    throw new Error(`No tariff band covers hour ${hour} for tariff ${tariff.code}`);
  }
  return band;
}

function billableDays(start: Date, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - start.getTime()) / MS_PER_DAY));
}

export function computeBill(accountId: string, readings: MeterReading[], tariff: Tariff): BillSummary {
  if (readings.length === 0) {
    throw new Error(`No readings supplied for account ${accountId}`);
  }

  const sorted = [...readings].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  const totals = new Map<string, number>();

  for (const reading of sorted) {
    const band = bandFor(tariff, reading);
    totals.set(band.name, (totals.get(band.name) ?? 0) + reading.kwh);
  }

  const lines: BillLine[] = [];
  for (const band of tariff.bands) {
    const kwh = totals.get(band.name) ?? 0;
    if (kwh === 0) continue;
    lines.push({ band: band.name, kwh, rate: band.ratePerKwh, amount: roundCurrency(kwh * band.ratePerKwh) });
  }

  const periodStart = sorted[0].timestamp;
  const periodEnd = sorted[sorted.length - 1].timestamp;
  const standingCharge = roundCurrency(billableDays(periodStart, periodEnd) * tariff.standingChargePerDay);
  const energy = lines.reduce((sum, line) => sum + line.amount, 0);

  return {
    accountId,
    periodStart,
    periodEnd,
    lines,
    standingCharge,
    total: roundCurrency(energy + standingCharge),
  };
}

export function computeBills(
  readingsByAccount: Map<string, MeterReading[]>,
  tariffs: Map<string, Tariff>,
  tariffCodeFor: (accountId: string) => string,
): BillSummary[] {
  const bills: BillSummary[] = [];
  for (const [accountId, readings] of readingsByAccount) {
    const tariff = tariffs.get(tariffCodeFor(accountId));
    if (!tariff) {
      throw new Error(`Unknown tariff for account ${accountId}`);
    }
    bills.push(computeBill(accountId, readings, tariff));
  }
  return bills;
}

export function formatBill(bill: BillSummary): string {
  const header = `Account ${bill.accountId}: ${bill.periodStart.toISOString()} - ${bill.periodEnd.toISOString()}`;
  const body = bill.lines.map((l) => `  ${l.band}: ${l.kwh.toFixed(2)} kWh @ ${l.rate} = ${l.amount.toFixed(2)}`);
  return [header, ...body, `  Standing charge: ${bill.standingCharge.toFixed(2)}`, `  Total: ${bill.total.toFixed(2)}`].join("\n");
}
