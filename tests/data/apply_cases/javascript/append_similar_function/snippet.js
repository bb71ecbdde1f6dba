// ... existing code ...

function mean(values) {
  let acc = 0;
  for (const v of values) {
    acc += v;
  }
  return acc / values.length;
}

module.exports = { sum, min, max, range, count, mean };
