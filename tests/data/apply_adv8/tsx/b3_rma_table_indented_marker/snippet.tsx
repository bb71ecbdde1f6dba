// ... existing code ...

export function RmaTable({ rmas, onApprove, onReject, statusFilter = "all" }: RmaTableProps) {
  // ... existing code ...

  if (visible.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">
        {statusFilter === "all" ? "No return requests yet." : `No ${statusFilter} return requests.`}
      </p>
    );
  }

  return (
    <table className="w-full text-sm">
      {/* ... existing code ... */}
      <tbody>
        {visible.map((rma) => (
          <tr key={rma.id} className={rma.status === "requested" ? "bg-amber-50" : undefined}>
            {/* ... existing code ... */}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
