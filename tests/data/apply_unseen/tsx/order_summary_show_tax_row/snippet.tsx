// ... imports, props and the totals calculation unchanged ...

  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      {/* ... title and line items as before ... */}
      <dl className={styles.totals}>
        {/* ... subtotal, discount and shipping rows unchanged ... */}
        <div className={styles.row}>
          <dt>Tax ({(taxRate * 100).toFixed(1)}%)</dt>
          <dd>{formatMoney(tax, currency)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{formatMoney(total, currency)}</dd>
        </div>
      </dl>
      {/* ... checkout button stays the same ... */}
    </aside>
  );
}
