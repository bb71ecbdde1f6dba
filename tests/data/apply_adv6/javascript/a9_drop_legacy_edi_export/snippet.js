// ... existing code ...

async function exportCsv(manifest, stream) {
  // ... existing code ...
  stream.end();
  return manifest.parcels.length;
}

async function exportJson(manifest, stream) {
  // ... existing code ...
}

// ... existing code ...

module.exports = { exportCsv, exportJson, EXPORTERS };
