function standardPrice(tier, quantity) {
  const unit = basePrice(tier);
  const net = unit * quantity;
  return roundToPence(withVat(net) + BOOKING_FEE * quantity);
}

// ... other pricing functions unchanged ...
