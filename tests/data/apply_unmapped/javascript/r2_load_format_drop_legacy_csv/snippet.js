// ... existing code ...

function formatWeight(lbs) {
  return `${Math.round(lbs).toLocaleString('en-US')} lbs`;
}

// ... removed legacyCsvRow() and legacyCsvExport() (old TMS import is gone) ...

function toBoardRow(load) {
  // ... unchanged ...
}

// ... toCarrierEmail() unchanged ...

module.exports = {
  formatMoney,
  formatLane,
  formatPickupWindow,
  formatDeliveryWindow,
  formatWeight,
  toBoardRow,
  toCarrierEmail,
};
