import { money, type Money } from "../money";
import type { CardTransaction } from "../types";

export interface FeeBreakdown {
  code: string;
  amount: Money;
  description: string;
}

const FX_MARKUP_RATE = 0.0299;
const ATM_FLAT_FEE_MINOR = 150;
const CASH_ADVANCE_RATE = 0.03;
const CASH_ADVANCE_MIN_MINOR = 300;

export function foreignExchangeFee(tx: CardTransaction): FeeBreakdown | null {
  if (tx.billingCurrency === tx.transactionCurrency) {
    return null;
  }
  const amountMinor = Math.round(tx.billingAmountMinor * FX_MARKUP_RATE);
  return {
    code: "FX_MARKUP",
    amount: money(amountMinor, tx.billingCurrency),
    description: `Non-sterling transaction fee (${(FX_MARKUP_RATE * 100).toFixed(2)}%)`,
  };
}

export function atmWithdrawalFee(tx: CardTransaction): FeeBreakdown | null {
  if (tx.kind !== "ATM") {
    return null;
  }
  const amountMinor = ATM_FLAT_FEE_MINOR;
  return {
    code: "ATM_FEE",
    amount: money(amountMinor, tx.billingCurrency),
    description: "Cash machine withdrawal fee",
  };
}

export function cashAdvanceFee(tx: CardTransaction): FeeBreakdown | null {
  if (tx.kind !== "CASH_ADVANCE") {
    return null;
  }
  const amountMinor = Math.max(Math.round(tx.billingAmountMinor * CASH_ADVANCE_RATE), CASH_ADVANCE_MIN_MINOR);
  return {
    code: "CASH_ADVANCE",
    amount: money(amountMinor, tx.billingCurrency),
    description: `Cash advance fee (${(CASH_ADVANCE_RATE * 100).toFixed(1)}%, minimum £3.00)`,
  };
}

export function quasiCashFee(tx: CardTransaction): FeeBreakdown | null {
  if (tx.kind !== "QUASI_CASH") {
    return null;
  }
  const amountMinor = Math.max(Math.round(tx.billingAmountMinor * CASH_ADVANCE_RATE), CASH_ADVANCE_MIN_MINOR);
  return {
    code: "QUASI_CASH",
    amount: money(amountMinor, tx.billingCurrency),
    description: "Gambling and quasi-cash transaction fee",
  };
}

export function feesFor(tx: CardTransaction): FeeBreakdown[] {
  return [foreignExchangeFee(tx), atmWithdrawalFee(tx), cashAdvanceFee(tx), quasiCashFee(tx)].filter(
    (fee): fee is FeeBreakdown => fee !== null,
  );
}
