// Formatting helpers for load board exports and carrier emails.

const DATE_OPTS = { year: 'numeric', month: 'short', day: '2-digit' };

function formatMoney(cents, currency = 'USD') {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

function formatLane(load) {
  const origin = `${load.origin.city}, ${load.origin.state}`;
  const dest = `${load.destination.city}, ${load.destination.state}`;
  return `${origin} -> ${dest}`;
}

function formatPickupWindow(load) {
  const start = new Date(load.pickup.windowStart);
  const end = new Date(load.pickup.windowEnd);
  return `${start.toLocaleDateString('en-US', DATE_OPTS)} ${start.getHours()}:00-${end.getHours()}:00`;
}

function formatDeliveryWindow(load) {
  const start = new Date(load.delivery.windowStart);
  const end = new Date(load.delivery.windowEnd);
  return `${start.toLocaleDateString('en-US', DATE_OPTS)} ${start.getHours()}:00-${end.getHours()}:00`;
}

function formatWeight(lbs) {
  return `${Math.round(lbs).toLocaleString('en-US')} lbs`;
}

function legacyCsvRow(load) {
  // Kept for the old TMS import; columns must stay in this order.
  return [
    load.id,
    load.origin.city,
    load.origin.state,
    load.destination.city,
    load.destination.state,
    load.rateCents / 100,
    load.equipment,
  ].join(',');
}

function legacyCsvExport(loads) {
  const header = 'id,ocity,ostate,dcity,dstate,rate,equip';
  return [header, ...loads.map(legacyCsvRow)].join('\n');
}

function toBoardRow(load) {
  return {
    id: load.id,
    lane: formatLane(load),
    pickup: formatPickupWindow(load),
    delivery: formatDeliveryWindow(load),
    weight: formatWeight(load.weightLbs),
    rate: formatMoney(load.rateCents),
    equipment: load.equipment,
  };
}

function toCarrierEmail(load, carrier) {
  return [
    `Hi ${carrier.contactName},`,
    '',
    `We have a ${load.equipment} load ${formatLane(load)}.`,
    `Pickup: ${formatPickupWindow(load)}`,
    `Delivery: ${formatDeliveryWindow(load)}`,
    `Weight: ${formatWeight(load.weightLbs)}`,
    `Rate: ${formatMoney(load.rateCents)} all-in`,
    '',
    'Reply to this email to book it.',
  ].join('\n');
}

module.exports = {
  formatMoney,
  formatLane,
  formatPickupWindow,
  formatDeliveryWindow,
  formatWeight,
  legacyCsvExport,
  toBoardRow,
  toCarrierEmail,
};
