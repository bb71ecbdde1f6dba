import { differenceInCalendarDays, parseISO } from "date-fns";
import { fileURLToPath } from "node:url";
import { RATE_CARD } from "./rateCard.js";

// Peak season: spring planting and autumn harvest (zero-based months).
const PEAK_MONTHS = new Set([3, 4, 8, 9]);
const PEAK_MULTIPLIER = 1.25;
const WEEKLY_DISCOUNT = 0.1;
const DEPOSIT_RATE = 0.2;

function toCents(amount) {
  return Math.round(amount * 100);
}

export function leaseDays(startDate, endDate) {
  const days = differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1;
  if (days < 1) {
    throw new RangeError(`lease ends before it starts: ${startDate} -> ${endDate}`);
  }
  return days;
}

export function dailyRate(equipmentId, startDate) {
  const card = RATE_CARD[equipmentId];
  if (!card) {
    throw new Error(`no rate card for equipment ${equipmentId}`);
  }
  const month = parseISO(startDate).getMonth();
  return PEAK_MONTHS.has(month) ? card.daily * PEAK_MULTIPLIER : card.daily;
}

export function quoteLease(equipmentId, startDate, endDate) {
  const days = leaseDays(startDate, endDate);
  const rate = dailyRate(equipmentId, startDate);
  let subtotal = rate * days;
  if (days >= 7) {
    subtotal -= subtotal * WEEKLY_DISCOUNT;
  }
  const totalCents = toCents(subtotal);
  return {
    equipmentId,
    startDate,
    endDate,
    days,
    dailyRateCents: toCents(rate),
    totalCents,
    depositCents: Math.round(totalCents * DEPOSIT_RATE),
  };
}

export function lateFeeCents(quote, returnedOn) {
  const lateDays = differenceInCalendarDays(parseISO(returnedOn), parseISO(quote.endDate));
  if (lateDays <= 0) {
    return 0;
  }
  return lateDays * Math.round(quote.dailyRateCents * 1.5);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [equipmentId, startDate, endDate] = process.argv.slice(2);
  const quote = quoteLease(equipmentId, startDate, endDate);
  console.log(JSON.stringify(quote, null, 2));
}
