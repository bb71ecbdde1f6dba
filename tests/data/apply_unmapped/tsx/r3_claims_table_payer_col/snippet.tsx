// ... keep existing code

export function ClaimsTable({ claims, onResubmit, onVoid }: ClaimsTableProps) {
  // ... keep existing code

  return (
    <table className="claims-table">
      <thead>
        <tr>
          <th>Claim #</th>
          <th onClick={() => toggleSort("patientName")}>Patient</th>
          <th>Clinic</th>
          <th>Payer</th>
          <th onClick={() => toggleSort("submittedAt")}>Submitted</th>
          {/* ... keep existing code */}
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
            {/* ... keep existing code */}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
