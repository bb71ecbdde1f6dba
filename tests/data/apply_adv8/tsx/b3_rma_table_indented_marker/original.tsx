import { useMemo, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCurrency, formatDate } from "@/lib/format";
import type { Rma, RmaStatus } from "@/types/returns";

type SortKey = "createdAt" | "refundAmount" | "customerName";

interface RmaTableProps {
  rmas: Rma[];
  onApprove: (rmaId: string) => void;
  onReject: (rmaId: string) => void;
  statusFilter?: RmaStatus | "all";
}

const STATUS_TONE: Record<RmaStatus, "default" | "success" | "warning" | "destructive"> = {
  requested: "warning",
  authorized: "default",
  received: "default",
  refunded: "success",
  rejected: "destructive",
};

export function RmaTable({ rmas, onApprove, onReject, statusFilter = "all" }: RmaTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [descending, setDescending] = useState(true);

  const visible = useMemo(() => {
    const filtered = statusFilter === "all" ? rmas : rmas.filter((r) => r.status === statusFilter);
    const sorted = [...filtered].sort((a, b) => {
      const left = a[sortKey];
      const right = b[sortKey];
      if (left < right) return -1;
      if (left > right) return 1;
      return 0;
    });
    return descending ? sorted.reverse() : sorted;
  }, [rmas, statusFilter, sortKey, descending]);

  function toggleSort(key: SortKey) {
    if (key === sortKey) {
      setDescending((d) => !d);
    } else {
      setSortKey(key);
      setDescending(true);
    }
  }

  if (visible.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">No return requests match this filter.</p>;
  }

  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          <th>RMA</th>
          <th>
            <button type="button" onClick={() => toggleSort("customerName")}>Customer</button>
          </th>
          <th>
            <button type="button" onClick={() => toggleSort("createdAt")}>Requested</button>
          </th>
          <th>
            <button type="button" onClick={() => toggleSort("refundAmount")}>Refund</button>
          </th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {visible.map((rma) => (
          <tr key={rma.id}>
            <td className="font-mono">{rma.number}</td>
            <td>{rma.customerName}</td>
            <td>{formatDate(rma.createdAt)}</td>
            <td>{formatCurrency(rma.refundAmount)}</td>
            <td>
              <Badge variant={STATUS_TONE[rma.status]}>{rma.status}</Badge>
            </td>
            <td className="space-x-2 text-right">
              {rma.status === "requested" && (
                <>
                  <Button size="sm" onClick={() => onApprove(rma.id)}>
                    Approve
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onReject(rma.id)}>
                    Reject
                  </Button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
