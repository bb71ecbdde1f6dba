// ...

function max(values) {
  let best = -Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    if (v > best) best = v;
  }
  return best;
}

// ...
