// ... keep existing code

export function roundMoney(amount) {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function taxAmount(items) {
  return roundMoney(
    items.reduce((sum, item) => {
      const rate = TAX_RATES[item.taxClass] ?? TAX_RATES.standard;
      return sum + lineTotal(item) * rate;
    }, 0)
  );
}

// ... keep existing code

export function cartTotals(items, { coupon, destination } = {}) {
  // ... keep existing code
  return {
    subtotal: sub,
    discount,
    tax,
    shipping,
    total: roundMoney(sub - discount + tax + shipping),
  };
}

// ... keep existing code
