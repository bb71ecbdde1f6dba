// …

function orderTotal(order: WholesaleOrder): number {
  return order.lines.reduce((sum, line) => sum + line.cases * line.pricePerCase, 0);
}

function orderCases(order: WholesaleOrder): number {
  return order.lines.reduce((sum, line) => sum + line.cases, 0);
}

// …

          <th>State</th>
          <th className="text-right">Cases</th>
          <th onClick={() => toggleSort("total")}>Total</th>
          {/* ...same as before... */}
            <td>{order.shipToState}</td>
            <td className="text-right">{orderCases(order)}</td>
            <td className="text-right">{formatCurrency(orderTotal(order))}</td>
            {/* ...same as before... */}
