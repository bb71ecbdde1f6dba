// ... existing code ...

function checkSoilTemperature(reading, zone, now = Date.now()) {
  // ... existing code ...
  return publishAlert({
    zoneId: zone.id,
    kind: 'temperature_high',
    severity: 'critical',
    value: reading.value,
    at: reading.timestamp,
  });
}

// ... existing code ...
