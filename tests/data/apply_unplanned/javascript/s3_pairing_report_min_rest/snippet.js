#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { loadPairings } from './lib/pairings.js';
import { computeDutyMinutes, computeBlockMinutes, computeMinRestMinutes } from './lib/duty.js';

// ... existing code ...

function summarise(pairing, limits) {
  const dutyMinutes = computeDutyMinutes(pairing);
  const blockMinutes = computeBlockMinutes(pairing);
  const minRestMinutes = computeMinRestMinutes(pairing);
  return {
    id: pairing.id,
    days: pairing.duties.length,
    sectors: pairing.duties.reduce((n, d) => n + d.legs.length, 0),
    duty: dutyMinutes,
    block: blockMinutes,
    minRest: minRestMinutes,
    overLimit: dutyMinutes > limits.maxPairingDutyMinutes || minRestMinutes < limits.minRestMinutes,
  };
}

// ... rest of the script unchanged ...
