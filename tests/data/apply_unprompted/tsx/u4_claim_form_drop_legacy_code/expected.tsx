import React, { useState } from "react";
import type { InsuranceClaim, ClaimLine } from "../types/claims";
import { submitClaim } from "../api/claims";

const CDT_CODE_PATTERN = /^D\d{4}$/;

function formatCurrency(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

function totalBilled(lines: ClaimLine[]): number {
  return lines.reduce((sum, line) => sum + line.feeCents, 0);
}

function validateLines(lines: ClaimLine[]): string[] {
  const errors: string[] = [];
  lines.forEach((line, i) => {
    if (!CDT_CODE_PATTERN.test(line.procedureCode)) {
      errors.push(`Line ${i + 1}: invalid procedure code "${line.procedureCode}"`);
    }
    if (line.feeCents <= 0) {
      errors.push(`Line ${i + 1}: fee must be greater than zero`);
    }
  });
  return errors;
}

interface ClaimFormProps {
  claim: InsuranceClaim;
  onSubmitted: (claimId: string) => void;
}

export function ClaimForm({ claim, onSubmitted }: ClaimFormProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problems = validateLines(claim.lines);
    setErrors(problems);
    if (problems.length > 0) return;

    setSubmitting(true);
    try {
      const result = await submitClaim(claim);
      onSubmitted(result.claimId);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="claim-form" onSubmit={handleSubmit}>
      <h2>Claim for {claim.patientName}</h2>
      <p>
        Payer: {claim.payerName} | Member ID: {claim.memberId}
      </p>
      <ul className="claim-lines">
        {claim.lines.map((line) => (
          <li key={line.id}>
            <span>{line.procedureCode}</span>
            <span>Tooth {line.toothNumber ?? "-"}</span>
            <span>{formatCurrency(line.feeCents)}</span>
          </li>
        ))}
      </ul>
      <p className="claim-total">Total billed: {formatCurrency(totalBilled(claim.lines))}</p>
      {errors.length > 0 && (
        <ul className="claim-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="submit" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit claim"}
      </button>
    </form>
  );
}
