import { useMemo } from "react";
import type { Invoice } from "@/types";
import { formatDate, formatMoney } from "@/lib/format";
import { StatusBadge } from "./StatusBadge";

type Props = {
  invoices: Invoice[];
  onSelect: (invoice: Invoice) => void;
};

export default function InvoiceTable({ invoices, onSelect }: Props) {
  const total = useMemo(() => invoices.reduce((sum, inv) => sum + inv.amountCents, 0), [invoices]);

  return (
    <table className="invoice-table">
      <thead>
        <tr>
          <th>Number</th>
          <th>Customer</th>
          <th>Due</th>
          <th>Status</th>
          <th className="num">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((inv) => (
          <tr key={inv.id} onClick={() => onSelect(inv)}>
            <td>{inv.number}</td>
            <td>{inv.customerName}</td>
            <td>{formatDate(inv.dueDate)}</td>
            <td>
              <StatusBadge status={inv.status} />
            </td>
            <td className="num">{formatMoney(inv.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>Total</td>
          <td className="num">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
