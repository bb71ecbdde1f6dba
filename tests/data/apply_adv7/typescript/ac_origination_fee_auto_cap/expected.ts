import { Money, roundCents } from "../money";
import { LoanApplication, LoanProduct } from "../types";

const MAX_ORIGINATION_FEE = 2_500;
const MIN_ORIGINATION_FEE = 75;

export interface FeeQuote {
  product: LoanProduct;
  originationFee: Money;
  documentationFee: Money;
  total: Money;
}

// Personal loans: flat percentage of principal, capped.
export function quotePersonalLoanFees(app: LoanApplication): FeeQuote {
  const rate = app.creditTier === "prime" ? 0.01 : 0.0175;
  const fee = roundCents(app.principal * rate);
  const cappedFee = Math.min(Math.max(fee, MIN_ORIGINATION_FEE), MAX_ORIGINATION_FEE);
  const documentationFee = 0;
  return {
    product: "personal",
    originationFee: cappedFee,
    documentationFee,
    total: roundCents(cappedFee + documentationFee),
  };
}

// Auto loans: percentage of principal plus a title documentation fee.
export function quoteAutoLoanFees(app: LoanApplication): FeeQuote {
  const rate = app.creditTier === "prime" ? 0.0075 : 0.0125;
  const fee = roundCents(app.principal * rate);
  const cappedFee = Math.min(Math.max(fee, MIN_ORIGINATION_FEE), MAX_ORIGINATION_FEE / 2);
  const documentationFee = 45;
  return {
    product: "auto",
    originationFee: cappedFee,
    documentationFee,
    total: roundCents(cappedFee + documentationFee),
  };
}

// Home equity lines: percentage of the requested line, capped, plus appraisal paperwork.
export function quoteHelocFees(app: LoanApplication): FeeQuote {
  const rate = app.creditTier === "prime" ? 0.005 : 0.01;
  const fee = roundCents(app.principal * rate);
  const cappedFee = Math.min(Math.max(fee, MIN_ORIGINATION_FEE), MAX_ORIGINATION_FEE);
  const documentationFee = 150;
  return {
    product: "heloc",
    originationFee: cappedFee,
    documentationFee,
    total: roundCents(cappedFee + documentationFee),
  };
}

export function quoteFees(app: LoanApplication): FeeQuote {
  switch (app.product) {
    case "personal":
      return quotePersonalLoanFees(app);
    case "auto":
      return quoteAutoLoanFees(app);
    case "heloc":
      return quoteHelocFees(app);
    default:
      throw new Error(`No fee schedule for product ${app.product}`);
  }
}
