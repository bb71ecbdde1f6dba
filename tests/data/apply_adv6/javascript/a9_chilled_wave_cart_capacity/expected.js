'use strict';

const { groupBy, sumBy } = require('../util/collections');
const { PickLine } = require('./pickLine');

const DEFAULT_CART_CAPACITY = 24;

function sortByAisle(lines) {
  return [...lines].sort((a, b) => {
    if (a.aisle !== b.aisle) return a.aisle.localeCompare(b.aisle);
    return a.bay - b.bay;
  });
}

function chunk(lines, size) {
  const batches = [];
  for (let i = 0; i < lines.length; i += size) {
    batches.push(lines.slice(i, i + size));
  }
  return batches;
}

function buildAmbientWave(orders, opts = {}) {
  const lines = orders.flatMap((o) => o.lines.map((l) => new PickLine(o.id, l)));
  const eligible = lines.filter((l) => l.tempZone === 'ambient' && !l.onHold);
  const capacity = opts.cartCapacity || DEFAULT_CART_CAPACITY;
  const sorted = sortByAisle(eligible);
  return {
    zone: 'ambient',
    maxWeightKg: 350,
    batches: chunk(sorted, capacity),
    totalUnits: sumBy(eligible, 'qty'),
  };
}

function buildChilledWave(orders, opts = {}) {
  const lines = orders.flatMap((o) => o.lines.map((l) => new PickLine(o.id, l)));
  const eligible = lines.filter((l) => l.tempZone === 'chilled' && !l.onHold);
  const capacity = Math.min(opts.cartCapacity || DEFAULT_CART_CAPACITY, 16); // insulated totes: max 16 lines per cart
  const sorted = sortByAisle(eligible);
  return {
    zone: 'chilled',
    maxWeightKg: 350,
    batches: chunk(sorted, capacity),
    totalUnits: sumBy(eligible, 'qty'),
  };
}

function buildFrozenWave(orders, opts = {}) {
  const lines = orders.flatMap((o) => o.lines.map((l) => new PickLine(o.id, l)));
  const eligible = lines.filter((l) => l.tempZone === 'frozen' && !l.onHold);
  const capacity = opts.cartCapacity || DEFAULT_CART_CAPACITY;
  const sorted = sortByAisle(eligible);
  return {
    zone: 'frozen',
    maxWeightKg: 200,
    batches: chunk(sorted, capacity),
    totalUnits: sumBy(eligible, 'qty'),
  };
}

function buildWaves(orders, opts) {
  const byZone = groupBy(orders, (o) => o.primaryZone);
  return [
    buildAmbientWave(byZone.ambient || [], opts),
    buildChilledWave(byZone.chilled || [], opts),
    buildFrozenWave(byZone.frozen || [], opts),
  ].filter((wave) => wave.batches.length > 0);
}

module.exports = {
  buildWaves,
  buildAmbientWave,
  buildChilledWave,
  buildFrozenWave,
  sortByAisle,
};
