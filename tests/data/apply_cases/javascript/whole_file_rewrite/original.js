"use strict";

function sum(values) {
  let acc = 0;
  for (const v of values) {
    acc += v;
  }
  return acc;
}

function min(values) {
  let best = Infinity;
  for (const v of values) {
    if (v < best) best = v;
  }
  return best;
}

function max(values) {
  let best = -Infinity;
  for (const v of values) {
    if (v > best) best = v;
  }
  return best;
}

function range(values) {
  return max(values) - min(values);
}

function count(values, predicate) {
  let n = 0;
  for (const v of values) {
    if (predicate(v)) n += 1;
  }
  return n;
}

module.exports = { sum, min, max, range, count };
