// Ticket tier pricing for the box office and the public shop.

const BOOKING_FEE = 3.5;
const VAT_RATE = 0.2;

const BASE_PRICES = {
  dayTicket: 79,
  weekend: 189,
  weekendCamping: 229,
  vipWeekend: 399,
};

function roundToPence(amount) {
  return Math.round(amount * 100) / 100;
}

function withVat(net) {
  return net * (1 + VAT_RATE);
}

function basePrice(tier) {
  const price = BASE_PRICES[tier];
  if (price === undefined) {
    throw new Error(`Unknown ticket tier: ${tier}`);
  }
  return price;
}

function earlyBirdPrice(tier, quantity) {
  const unit = basePrice(tier) * 0.8;
  const net = unit * quantity;
  return roundToPence(withVat(net));
}

function standardPrice(tier, quantity) {
  const unit = basePrice(tier);
  const net = unit * quantity;
  return roundToPence(withVat(net));
}

function lastMinutePrice(tier, quantity) {
  const unit = basePrice(tier) * 1.15;
  const net = unit * quantity;
  return roundToPence(withVat(net));
}

function groupPrice(tier, quantity) {
  if (quantity < 8) {
    return standardPrice(tier, quantity);
  }
  const unit = basePrice(tier) * 0.9;
  const net = unit * quantity;
  return roundToPence(withVat(net));
}

function priceFor(phase, tier, quantity) {
  switch (phase) {
    case 'early':
      return earlyBirdPrice(tier, quantity);
    case 'standard':
      return standardPrice(tier, quantity);
    case 'late':
      return lastMinutePrice(tier, quantity);
    case 'group':
      return groupPrice(tier, quantity);
    default:
      throw new Error(`Unknown sales phase: ${phase}`);
  }
}

module.exports = {
  BOOKING_FEE,
  priceFor,
  earlyBirdPrice,
  standardPrice,
  lastMinutePrice,
  groupPrice,
};
