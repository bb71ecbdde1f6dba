import { useState } from "react";
import { format } from "date-fns";

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

export function InvoiceTable({ invoices, onSelect }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Issued</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
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
