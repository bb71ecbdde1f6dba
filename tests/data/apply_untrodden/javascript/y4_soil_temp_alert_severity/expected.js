'use strict';

const { publishAlert } = require('./alertBus');
const logger = require('../lib/logger');

const DEFAULT_COOLDOWN_MS = 15 * 60 * 1000;
const lastFired = new Map();

function shouldFire(key, now) {
  const prev = lastFired.get(key);
  if (prev !== undefined && now - prev < DEFAULT_COOLDOWN_MS) {
    return false;
  }
  lastFired.set(key, now);
  return true;
}

function checkSoilMoisture(reading, zone, now = Date.now()) {
  const key = `${zone.id}:moisture`;
  if (reading.value >= zone.thresholds.moistureMin) {
    return null;
  }
  if (!shouldFire(key, now)) {
    return null;
  }
  logger.warn('soil moisture below threshold', { zone: zone.id, value: reading.value });
  return publishAlert({
    zoneId: zone.id,
    kind: 'moisture_low',
    severity: 'warning',
    value: reading.value,
    at: reading.timestamp,
  });
}

function checkSoilTemperature(reading, zone, now = Date.now()) {
  const key = `${zone.id}:temperature`;
  if (reading.value <= zone.thresholds.temperatureMax) {
    return null;
  }
  if (!shouldFire(key, now)) {
    return null;
  }
  logger.warn('soil temperature above threshold', { zone: zone.id, value: reading.value });
  return publishAlert({
    zoneId: zone.id,
    kind: 'temperature_high',
    severity: 'critical',
    value: reading.value,
    at: reading.timestamp,
  });
}

function checkBatteryLevel(reading, zone, now = Date.now()) {
  const key = `${zone.id}:battery:${reading.sensorId}`;
  if (reading.value >= zone.thresholds.batteryMin) {
    return null;
  }
  if (!shouldFire(key, now)) {
    return null;
  }
  logger.warn('sensor battery low', { zone: zone.id, sensor: reading.sensorId });
  return publishAlert({
    zoneId: zone.id,
    kind: 'battery_low',
    severity: 'warning',
    value: reading.value,
    at: reading.timestamp,
  });
}

const checks = {
  soil_moisture: checkSoilMoisture,
  soil_temperature: checkSoilTemperature,
  battery: checkBatteryLevel,
};

function evaluateReading(reading, zone) {
  const check = checks[reading.metric];
  if (!check) {
    logger.debug('no alert rule for metric', { metric: reading.metric });
    return null;
  }
  return check(reading, zone);
}

module.exports = {
  evaluateReading,
  checkSoilMoisture,
  checkSoilTemperature,
  checkBatteryLevel,
};
