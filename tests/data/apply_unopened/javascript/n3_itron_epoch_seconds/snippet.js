// ... existing code ...

function parseItron(payload) {
  return {
    meterId: payload.meter_serial,
    vendor: VENDOR_ITRON,
    readAt: new Date(payload.ts * 1000), // Itron head-end sends epoch seconds
    // ... existing code ...
  };
}

// ... existing code ...
