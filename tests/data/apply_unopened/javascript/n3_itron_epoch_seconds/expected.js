const { toKwh } = require('./units');

const VENDOR_LANDIS = 'landis-gyr';
const VENDOR_ITRON = 'itron';
const VENDOR_SECURE = 'secure';

function parseLandisGyr(payload) {
  return {
    meterId: payload.meter_serial,
    vendor: VENDOR_LANDIS,
    readAt: new Date(payload.ts),
    importKwh: toKwh(payload.reg_1_8_0, payload.unit),
    exportKwh: toKwh(payload.reg_2_8_0, payload.unit),
    estimated: Boolean(payload.est),
  };
}

function parseItron(payload) {
  return {
    meterId: payload.meter_serial,
    vendor: VENDOR_ITRON,
    readAt: new Date(payload.ts * 1000), // Itron head-end sends epoch seconds
    importKwh: toKwh(payload.reg_1_8_0, payload.unit),
    exportKwh: toKwh(payload.reg_2_8_0, payload.unit),
    estimated: Boolean(payload.est),
  };
}

function parseSecure(payload) {
  return {
    meterId: payload.serial,
    vendor: VENDOR_SECURE,
    readAt: new Date(payload.timestamp),
    importKwh: toKwh(payload.import_wh, 'Wh'),
    exportKwh: toKwh(payload.export_wh, 'Wh'),
    estimated: payload.quality !== 'A',
  };
}

const PARSERS = {
  [VENDOR_LANDIS]: parseLandisGyr,
  [VENDOR_ITRON]: parseItron,
  [VENDOR_SECURE]: parseSecure,
};

function parseVendorPayload(vendor, payload) {
  const parse = PARSERS[vendor];
  if (!parse) {
    throw new Error(`Unsupported meter vendor: ${vendor}`);
  }
  const reading = parse(payload);
  if (Number.isNaN(reading.readAt.getTime())) {
    throw new Error(`Invalid timestamp from ${vendor} meter ${reading.meterId}`);
  }
  return reading;
}

module.exports = {
  parseVendorPayload,
  parseLandisGyr,
  parseItron,
  parseSecure,
};
