import { useMemo, useState } from "react";
import { format } from "date-fns";
import { ArrowUpDown } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { Invoice, InvoiceStatus } from "@/types/billing";

const STATUS_VARIANT: Record<InvoiceStatus, "default" | "secondary" | "destructive"> = {
  paid: "default",
  open: "secondary",
  overdue: "destructive",
};

function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(cents / 100);
}

type Props = {
  invoices: Invoice[];
  onSelect?: (invoice: Invoice) => void;
};

type SortKey = "issuedAt" | "totalCents";

export function InvoiceTable({ invoices, onSelect }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "issuedAt", desc: true });

  const sorted = useMemo(() => {
    const dir = sort.desc ? -1 : 1;
    return [...invoices].sort((a, b) =>
      sort.key === "issuedAt"
        ? dir * (new Date(a.issuedAt).getTime() - new Date(b.issuedAt).getTime())
        : dir * (a.totalCents - b.totalCents)
    );
  }, [invoices, sort]);

  const toggleSort = (key: SortKey) =>
    setSort((prev) => ({ key, desc: prev.key === key ? !prev.desc : true }));

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>
            <button type="button" className="inline-flex items-center gap-1" onClick={() => toggleSort("issuedAt")}>
              Issued <ArrowUpDown className="h-3 w-3" />
            </button>
          </TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <button type="button" className="inline-flex items-center gap-1" onClick={() => toggleSort("totalCents")}>
              Amount <ArrowUpDown className="h-3 w-3" />
            </button>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((invoice) => (
          <TableRow
            key={invoice.id}
            data-state={invoice.id === selectedId ? "selected" : undefined}
            className="cursor-pointer"
            onClick={() => {
              setSelectedId(invoice.id);
              onSelect?.(invoice);
            }}
          >
            <TableCell className="font-mono">{invoice.number}</TableCell>
            <TableCell>{invoice.customerName}</TableCell>
            <TableCell>{format(new Date(invoice.issuedAt), "d MMM yyyy")}</TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[invoice.status]}>{invoice.status}</Badge>
            </TableCell>
            <TableCell className="text-right">{formatMoney(invoice.totalCents, invoice.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
