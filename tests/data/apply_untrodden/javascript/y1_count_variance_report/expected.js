'use strict';

const { format } = require('date-fns');
const db = require('../db');
const { unitCost } = require('../costing');

const HIGH_VALUE_THRESHOLD = 500; // dollars of absolute variance

/**
 * Loads all counted tasks for a site and day, joined with the system
 * on-hand snapshot taken when the count was generated.
 */
async function loadCountedTasks(siteId, day) {
  const { rows } = await db.query(
    `SELECT t.id, t.bin_code, t.sku, t.expected_qty, t.counted_qty, t.counted_by
       FROM cycle_count_tasks t
      WHERE t.site_id = $1
        AND t.counted_at::date = $2
        AND t.counted_qty IS NOT NULL`,
    [siteId, day],
  );
  return rows;
}

function varianceFor(task) {
  return task.counted_qty - task.expected_qty;
}

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

function accuracyPct(report) {
  if (report.tasksCounted === 0) return 100;
  const clean = report.tasksCounted - report.linesWithVariance;
  return Math.round((clean / report.tasksCounted) * 1000) / 10;
}

function toCsv(report) {
  const header = 'bin,sku,expected,counted,variance,counter';
  const body = report.lines.map((l) =>
    [l.bin, l.sku, l.expected, l.counted, l.variance, l.counter].join(','),
  );
  return [header, ...body].join('\n') + '\n';
}

module.exports = {
  buildVarianceReport,
  accuracyPct,
  toCsv,
  HIGH_VALUE_THRESHOLD,
};
