#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { loadPairings } from './lib/pairings.js';
import { computeDutyMinutes, computeBlockMinutes } from './lib/duty.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string', short: 'b' },
    month: { type: 'string', short: 'm' },
    limits: { type: 'string', default: './config/limits.json' },
    json: { type: 'boolean', default: false },
  },
});

if (!values.base || !values.month) {
  console.error('usage: pairing-report --base SEA --month 2024-06 [--limits file] [--json]');
  process.exit(2);
}

function minutesToHhmm(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function summarise(pairing, limits) {
  const dutyMinutes = computeDutyMinutes(pairing);
  const blockMinutes = computeBlockMinutes(pairing);
  return {
    id: pairing.id,
    days: pairing.duties.length,
    sectors: pairing.duties.reduce((n, d) => n + d.legs.length, 0),
    duty: dutyMinutes,
    block: blockMinutes,
    overLimit: dutyMinutes > limits.maxPairingDutyMinutes,
  };
}

function printTable(rows) {
  console.log('PAIRING   DAYS  SECT  DUTY   BLOCK  FLAG');
  for (const row of rows) {
    console.log(
      [
        row.id.padEnd(9),
        String(row.days).padStart(4),
        String(row.sectors).padStart(5),
        minutesToHhmm(row.duty).padStart(6),
        minutesToHhmm(row.block).padStart(6),
        row.overLimit ? '  OVER' : '',
      ].join(' '),
    );
  }
}

async function main() {
  const limits = JSON.parse(await readFile(values.limits, 'utf8'));
  const pairings = await loadPairings(values.base, values.month);
  const rows = pairings.map((p) => summarise(p, limits));

  if (values.json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    printTable(rows);
  }

  const over = rows.filter((r) => r.overLimit).length;
  console.error(`${rows.length} pairings, ${over} over the duty limit`);
  process.exitCode = over > 0 ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
