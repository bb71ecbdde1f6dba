'use strict';

const { publishAlert } = require('./alerts');
const { recordMetric } = require('./metrics');

const WINDOW_SIZE = 12;

const windows = new Map();

function pushSample(key, value) {
  let buf = windows.get(key);
  if (!buf) {
    buf = [];
    windows.set(key, buf);
  }
  buf.push(value);
  if (buf.length > WINDOW_SIZE) buf.shift();
  return buf;
}

function mean(values) {
  return values.reduce((acc, v) => acc + v, 0) / values.length;
}

function handleTemperature(deviceId, reading) {
  const buf = pushSample(`${deviceId}:temp`, reading.value);
  const avg = mean(buf);
  recordMetric('sensor.temperature', avg, { deviceId });
  if (avg > 70) {
    publishAlert(deviceId, 'temperature_high', { avg, unit: 'C' });
  }
  return avg;
}

function handleHumidity(deviceId, reading) {
  const buf = pushSample(`${deviceId}:humidity`, reading.value);
  const avg = mean(buf);
  recordMetric('sensor.humidity', avg, { deviceId });
  if (avg > 85) {
    publishAlert(deviceId, 'humidity_high', { avg, unit: '%' });
  }
  return avg;
}

function handleVibration(deviceId, reading) {
  const buf = pushSample(`${deviceId}:vibration`, reading.value);
  const avg = Math.sqrt(mean(buf.map((v) => v * v)));
  recordMetric('sensor.vibration', avg, { deviceId });
  if (avg > 4.5) {
    publishAlert(deviceId, 'vibration_high', { avg, unit: 'mm/s' });
  }
  return avg;
}

const HANDLERS = {
  temperature: handleTemperature,
  humidity: handleHumidity,
  vibration: handleVibration,
};

function handleReading(deviceId, reading) {
  const handler = HANDLERS[reading.sensor];
  if (!handler) {
    recordMetric('sensor.unknown', 1, { deviceId, sensor: reading.sensor });
    return null;
  }
  return handler(deviceId, reading);
}

module.exports = { handleReading, pushSample, mean, WINDOW_SIZE };
