import type { Applicant, EmploymentRecord, ScreeningReport } from "../types/screening";
import { fetchCreditReport } from "../integrations/transunion";
import { fetchEvictionHistory } from "../integrations/evictionRegistry";
import { logger } from "../lib/logger";

export interface IncomeCheck {
  monthlyIncome: number;
  requiredIncome: number;
  passes: boolean;
}

export interface EmploymentCheck {
  employer: string | null;
  verified: boolean;
  passes: boolean;
}

const INCOME_MULTIPLIER = 3;

export function checkIncome(applicant: Applicant, monthlyRent: number): IncomeCheck {
  const monthlyIncome = applicant.annualIncome / 12;
  const requiredIncome = monthlyRent * INCOME_MULTIPLIER;
  return {
    monthlyIncome,
    requiredIncome,
    passes: monthlyIncome >= requiredIncome,
  };
}

export function checkEmployment(records: EmploymentRecord[]): EmploymentCheck {
  const current = records.find((r) => r.endDate === null);
  if (!current) {
    return { employer: null, verified: false, passes: false };
  }
  return {
    employer: current.employerName,
    verified: current.verifiedBy !== null,
    passes: current.verifiedBy !== null,
  };
}

export async function buildScreeningReport(
  applicant: Applicant,
  monthlyRent: number,
): Promise<ScreeningReport> {
  const [credit, evictions] = await Promise.all([
    fetchCreditReport(applicant.ssnToken),
    fetchEvictionHistory(applicant.fullName, applicant.dateOfBirth),
  ]);

  const income = checkIncome(applicant, monthlyRent);
  const employment = checkEmployment(applicant.employment);

  logger.info("screening report built", {
    applicantId: applicant.id,
    creditScore: credit.score,
    evictions: evictions.length,
  });

  return {
    applicantId: applicant.id,
    creditScore: credit.score,
    evictionCount: evictions.length,
    income,
    employment,
    generatedAt: new Date().toISOString(),
  };
}
