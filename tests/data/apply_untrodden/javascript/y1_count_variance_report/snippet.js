// ... existing code ...

async function buildVarianceReport(siteId, day) {
  const tasks = await loadCountedTasks(siteId, day);
  const lines = [];
  let netUnits = 0;
  let netValue = 0;

  for (const task of tasks) {
    const variance = varianceFor(task);
    if (variance === 0) continue;
    const cost = await unitCost(task.sku, siteId);
    const value = Math.round(variance * cost * 100) / 100;
    netUnits += variance;
    netValue += value;
    lines.push({
      bin: task.bin_code,
      sku: task.sku,
      expected: task.expected_qty,
      counted: task.counted_qty,
      variance,
      value,
      highValue: Math.abs(value) >= HIGH_VALUE_THRESHOLD,
      counter: task.counted_by,
    });
  }

  lines.sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  return {
    siteId,
    day: format(day, 'yyyy-MM-dd'),
    tasksCounted: tasks.length,
    linesWithVariance: lines.length,
    netUnits,
    netValue: Math.round(netValue * 100) / 100,
    lines,
  };
}

// ... existing code ...
