'use strict';

const { DateTime } = require('luxon');
const { getBerthById } = require('./berths');
const { craneNamesFor } = require('./cranes');

const DEFAULT_TZ = 'Europe/Rotterdam';
const TIME_FORMAT = 'dd LLL HH:mm';

function toLocal(iso, tz) {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(tz);
}

// Window in which the vessel is expected alongside.
function formatEtaWindow(call, options = {}) {
  const tz = options.timezone || DEFAULT_TZ;
  const start = toLocal(call.etaFrom, tz);
  const end = toLocal(call.etaTo, tz);
  if (!start.isValid || !end.isValid) {
    return 'TBC';
  }
  return `${start.toFormat(TIME_FORMAT)} – ${end.toFormat(TIME_FORMAT)}`;
}

// Window in which the vessel is expected to sail.
function formatEtdWindow(call, options = {}) {
  const tz = options.timezone || DEFAULT_TZ;
  const start = toLocal(call.etdFrom, tz);
  const end = toLocal(call.etdTo, tz);
  if (!start.isValid || !end.isValid) {
    return 'ETD not declared';
  }
  return `${start.toFormat(TIME_FORMAT)} – ${end.toFormat(TIME_FORMAT)}`;
}

// First to last container lift while alongside.
function formatWorkWindow(call, options = {}) {
  const tz = options.timezone || DEFAULT_TZ;
  const start = toLocal(call.firstLift, tz);
  const end = toLocal(call.lastLift, tz);
  if (!start.isValid || !end.isValid) {
    return 'TBC';
  }
  return `${start.toFormat(TIME_FORMAT)} – ${end.toFormat(TIME_FORMAT)}`;
}

function buildBerthRow(call, options = {}) {
  const berth = getBerthById(call.berthId);
  return {
    vessel: call.vesselName,
    voyage: call.voyageNo,
    berth: berth ? berth.code : '—',
    quayMeters: berth ? `${call.bollardFrom}–${call.bollardTo}` : '',
    eta: formatEtaWindow(call, options),
    etd: formatEtdWindow(call, options),
    work: formatWorkWindow(call, options),
    cranes: craneNamesFor(call.craneIds).join(', '),
  };
}

function buildBerthSchedule(calls, options = {}) {
  return calls
    .filter((call) => call.status !== 'CANCELLED')
    .sort((a, b) => a.etaFrom.localeCompare(b.etaFrom))
    .map((call) => buildBerthRow(call, options));
}

module.exports = {
  buildBerthSchedule,
  buildBerthRow,
  formatEtaWindow,
  formatEtdWindow,
  formatWorkWindow,
};
