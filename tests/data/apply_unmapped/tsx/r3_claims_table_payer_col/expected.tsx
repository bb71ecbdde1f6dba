import React, { useMemo, useState } from "react";
import { formatCents, formatDate } from "../lib/format";
import type { Claim, ClaimStatus } from "../api/claims";
import { StatusPill } from "./StatusPill";

type SortKey = "submittedAt" | "totalCents" | "patientName";

interface ClaimsTableProps {
  claims: Claim[];
  onResubmit: (claimId: string) => void;
  onVoid: (claimId: string) => void;
}

const ACTIONABLE: ClaimStatus[] = ["rejected", "denied"];

function compareClaims(a: Claim, b: Claim, key: SortKey): number {
  if (key === "totalCents") {
    return a.totalCents - b.totalCents;
  }
  if (key === "patientName") {
    return a.patientName.localeCompare(b.patientName);
  }
  return a.submittedAt.localeCompare(b.submittedAt);
}

export function ClaimsTable({ claims, onResubmit, onVoid }: ClaimsTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("submittedAt");
  const [descending, setDescending] = useState(true);

  const rows = useMemo(() => {
    const sorted = [...claims].sort((a, b) => compareClaims(a, b, sortKey));
    return descending ? sorted.reverse() : sorted;
  }, [claims, sortKey, descending]);

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending(!descending);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  }

  return (
    <table className="claims-table">
      <thead>
        <tr>
          <th>Claim #</th>
          <th onClick={() => toggleSort("patientName")}>Patient</th>
          <th>Clinic</th>
          <th>Payer</th>
          <th onClick={() => toggleSort("submittedAt")}>Submitted</th>
          <th onClick={() => toggleSort("totalCents")}>Total</th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((claim) => (
          <tr key={claim.id} className={ACTIONABLE.includes(claim.status) ? "needs-action" : undefined}>
            <td>{claim.claimNumber ?? "—"}</td>
            <td>{claim.patientName}</td>
            <td>{claim.clinicName}</td>
            <td title={claim.payerId}>{claim.payerName}</td>
            <td>{formatDate(claim.submittedAt)}</td>
            <td className="numeric">{formatCents(claim.totalCents)}</td>
            <td>
              <StatusPill status={claim.status} />
            </td>
            <td className="actions">
              {claim.status === "rejected" && (
                <button type="button" onClick={() => onResubmit(claim.id)}>
                  Resubmit
                </button>
              )}
              {claim.status !== "void" && (
                <button type="button" className="danger" onClick={() => onVoid(claim.id)}>
                  Void
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
