  // ... existing code ...
  AidStationSpec(
    code: 'AS5',
    name: 'Lighthouse Park',
    km: 25.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.gels, Supply.sponges},
    tables: 6,
    volunteersNeeded: 16,
  ),
  // ... existing code ...
