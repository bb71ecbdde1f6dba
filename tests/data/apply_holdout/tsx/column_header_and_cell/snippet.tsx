import { formatDate, formatMoney } from "@/lib/format";
// ... existing code ...
        <tr>
          <th>Number</th>
          <th>Customer</th>
          <th>Due</th>
          <th>Status</th>
          <th className="num">Amount</th>
        </tr>
      {/* ... */}
            <td>{inv.customerName}</td>
            <td>{formatDate(inv.dueDate)}</td>
      {/* ... */}
          <td colSpan={4}>Total</td>
      {/* ... */}
