'use strict';

const { once } = require('node:events');
const { formatWeight, formatDate } = require('./format');

const CSV_COLUMNS = ['tracking', 'carrier', 'service', 'weight_kg', 'postcode', 'despatched_at'];

function toCsvRow(parcel) {
  return [
    parcel.trackingNumber,
    parcel.carrier,
    parcel.serviceLevel,
    formatWeight(parcel.weightGrams),
    parcel.postcode.replace(/\s+/g, ''),
    formatDate(parcel.despatchedAt),
  ]
    .map((v) => (String(v).includes(',') ? `"${v}"` : String(v)))
    .join(',');
}

async function writeLine(stream, line) {
  if (!stream.write(`${line}\n`)) {
    await once(stream, 'drain');
  }
}

async function exportCsv(manifest, stream) {
  await writeLine(stream, CSV_COLUMNS.join(','));
  for (const parcel of manifest.parcels) {
    await writeLine(stream, toCsvRow(parcel));
  }
  stream.end();
  return manifest.parcels.length;
}

// Legacy EDI 856 (ASN) export for carriers still on the old gateway.
// TODO(shipping-platform): remove once Northline finishes their API migration.
async function exportLegacyEdi(manifest, stream) {
  const segments = [
    `ST*856*${manifest.id}~`,
    `BSN*00*${manifest.id}*${formatDate(manifest.closedAt, 'YYYYMMDD')}~`,
  ];
  for (const parcel of manifest.parcels) {
    segments.push(`MAN*CP*${parcel.trackingNumber}~`);
  }
  segments.push(`SE*${segments.length + 1}*${manifest.id}~`);
  for (const segment of segments) {
    await writeLine(stream, segment);
  }
  stream.end();
  return manifest.parcels.length;
}

async function exportJson(manifest, stream) {
  const body = {
    manifestId: manifest.id,
    depot: manifest.depotCode,
    closedAt: manifest.closedAt,
    parcels: manifest.parcels.map((p) => ({
      tracking: p.trackingNumber,
      weightKg: formatWeight(p.weightGrams),
      postcode: p.postcode,
    })),
  };
  await writeLine(stream, JSON.stringify(body));
  stream.end();
  return manifest.parcels.length;
}

const EXPORTERS = {
  csv: exportCsv,
  json: exportJson,
};

module.exports = { exportCsv, exportLegacyEdi, exportJson, EXPORTERS };
