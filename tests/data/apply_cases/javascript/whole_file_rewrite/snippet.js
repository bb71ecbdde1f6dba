"use strict";

const sum = (values) => values.reduce((acc, v) => acc + v, 0);

const min = (values) => values.reduce((best, v) => (v < best ? v : best), Infinity);

const max = (values) => values.reduce((best, v) => (v > best ? v : best), -Infinity);

const range = (values) => max(values) - min(values);

const count = (values, predicate) => values.filter(predicate).length;

module.exports = { sum, min, max, range, count };
