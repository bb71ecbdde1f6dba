#!/usr/bin/env node
// ais-tail — prints decoded AIS position reports from a port's NMEA TCP feed.
// Usage: ais-tail --host ais-gw.port-internal --port 4001 [--mmsi 244123456] [--json]

"use strict";

const net = require("node:net");
// ... existing code ...

main().catch((err) => {
  console.error(`ais-tail: ${err.message}`);
  process.exit(1);
});
