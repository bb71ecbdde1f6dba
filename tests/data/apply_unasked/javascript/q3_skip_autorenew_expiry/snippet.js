// ... existing code ...

async function sendPassExpiryReminder(pass) {
  const expiresAt = DateTime.fromISO(pass.validUntil, { zone: RESORT_ZONE }).endOf("day");
  const remindAt = expiresAt.minus({ hours: 18 });
  if (pass.autoRenew || DateTime.now() < remindAt) {
    return false;
  }
  // ... existing code ...
}

// ... existing code ...
