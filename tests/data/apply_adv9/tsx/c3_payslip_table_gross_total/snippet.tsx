// ... existing code ...

export function PayslipTable({ payslips, currency = "GBP", onSelect }: PayslipTableProps) {
  // ... existing code ...

  const totalGross = rows.reduce((sum, p) => sum + p.grossPence, 0);
  const totalNet = rows.reduce((sum, p) => sum + p.netPence, 0);

  // ... existing code ...

      <tfoot>
        <tr>
          <td colSpan={2}>Totals</td>
          <td className="numeric">{formatCurrency(totalGross, currency)}</td>
          <td className="numeric">{formatCurrency(totalNet, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
