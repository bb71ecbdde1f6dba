import { Fragment } from "react";

import type { FeeLineItem, PermitApplication } from "../api/types";
import { centsToDollars } from "../lib/money";
import styles from "./FeeSummary.module.css";

interface FeeSummaryProps {
  application: PermitApplication;
  lineItems: FeeLineItem[];
  onPayNow?: () => void;
  paying?: boolean;
}

function groupByCategory(items: FeeLineItem[]): Map<string, FeeLineItem[]> {
  const groups = new Map<string, FeeLineItem[]>();
  for (const item of items) {
    const list = groups.get(item.category) ?? [];
    list.push(item);
    groups.set(item.category, list);
  }
  return groups;
}

function subtotal(items: FeeLineItem[]): number {
  return items.reduce((sum, item) => sum + item.amountCents, 0);
}

export function FeeSummary({ application, lineItems, onPayNow, paying = false }: FeeSummaryProps) {
  const groups = groupByCategory(lineItems);
  const total = subtotal(lineItems);
  const waived = lineItems.filter((item) => item.waived);

  return (
    <section className={styles.summary} aria-labelledby="fee-summary-heading">
      <h2 id="fee-summary-heading">Fees for permit {application.permitNumber}</h2>
      <dl className={styles.lines}>
        {[...groups.entries()].map(([category, items]) => (
          <Fragment key={category}>
            <dt className={styles.category}>{category}</dt>
            {items.map((item) => (
              <div key={item.code} className={styles.line}>
                <dd>{item.description}</dd>
                <dd className={styles.amount}>{centsToDollars(item.amountCents)}</dd>
              </div>
            ))}
            <dd className={styles.subtotal}>{centsToDollars(subtotal(items))}</dd>
          </Fragment>
        ))}
      </dl>
      {waived.length > 0 && (
        <p className={styles.note}>
          {waived.length} fee(s) waived under the affordable housing program.
        </p>
      )}
      <div className={styles.total}>
        <span>Total due</span>
        <strong>{centsToDollars(total)}</strong>
      </div>
      {onPayNow && (
        <button type="button" className={styles.pay} onClick={onPayNow} disabled={paying || total === 0}>
          {paying ? "Processing…" : "Pay now"}
        </button>
      )}
    </section>
  );
}
