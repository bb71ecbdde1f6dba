// ... existing code ...

  return lateDays * Math.round(quote.dailyRateCents * 1.5);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [equipmentId, startDate, endDate] = process.argv.slice(2);
  if (!equipmentId || !startDate || !endDate) {
    console.error("usage: node pricing.js <equipmentId> <startDate> <endDate>");
    process.exit(64);
  }
  try {
    const quote = quoteLease(equipmentId, startDate, endDate);
    console.log(JSON.stringify(quote, null, 2));
  } catch (err) {
    console.error(`could not quote lease: ${err.message}`);
    process.exit(1);
  }
}
