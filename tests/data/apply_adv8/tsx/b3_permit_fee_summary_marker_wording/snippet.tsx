// …

export function FeeSummary({ application, lineItems, onPayNow, paying = false }: FeeSummaryProps) {
  const groups = groupByCategory(lineItems);
  const waived = lineItems.filter((item) => item.waived);
  const total = subtotal(lineItems.filter((item) => !item.waived));

  return (
    <section className={styles.summary} aria-labelledby="fee-summary-heading">
      {/* … */}
            {items.map((item) => (
              <div key={item.code} className={styles.line}>
                <dd>{item.description}</dd>
                <dd className={styles.amount}>
                  {item.waived ? <s>{centsToDollars(item.amountCents)}</s> : centsToDollars(item.amountCents)}
                </dd>
              </div>
            ))}
      {/* … */}
    </section>
  );
}
