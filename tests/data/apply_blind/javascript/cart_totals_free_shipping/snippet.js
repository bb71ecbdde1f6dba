// ... existing code ...
const SHIPPING_FLAT_CENTS = 599;
const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

// ... existing code ...

function updateTotals(lines) {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const freeShipping = subtotal >= FREE_SHIPPING_THRESHOLD_CENTS;
  const shipping = lines.length > 0 && !freeShipping ? SHIPPING_FLAT_CENTS : 0;
  const tax = Math.round(subtotal * TAX_RATE);
  const total = subtotal + shipping + tax;
  const shippingLabel = freeShipping ? "Free" : formatMoney(shipping);
  const remaining = FREE_SHIPPING_THRESHOLD_CENTS - subtotal;
  const hint =
    lines.length > 0 && !freeShipping
      ? `<p class="cart__hint">Add ${formatMoney(remaining)} more for free shipping.</p>`
      : "";
  totalsEl.innerHTML = `
    <dt>Subtotal</dt><dd>${formatMoney(subtotal)}</dd>
    <dt>Shipping</dt><dd>${shippingLabel}</dd>
    <dt>Tax</dt><dd>${formatMoney(tax)}</dd>
    <dt>Total</dt><dd>${formatMoney(total)}</dd>
    ${hint}
  `;
}

// ... existing code ...
