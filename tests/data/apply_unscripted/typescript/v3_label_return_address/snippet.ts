// ... existing code ...

export function buildLabel(order: Order, carrier: Carrier, returnAddress: Address = WAREHOUSE_ADDRESS): ShippingLabel {
  const parcel: Parcel = {
    // ... existing code ...
  };
  return {
    carrier: carrier.code,
    service: lookupServiceCode(carrier, order.shippingMethod),
    from: formatAddress(returnAddress),
    to: formatAddress(order.shippingAddress),
    // ... existing code ...
  };
}

// ... existing code ...
