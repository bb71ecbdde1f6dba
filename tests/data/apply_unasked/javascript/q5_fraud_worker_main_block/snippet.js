// ... existing code ...

module.exports = { scoreClaim, loadWatchList, runOnce };

if (require.main === module) {
  runOnce()
    .then((count) => {
      console.log(`fraud-score worker: scored ${count} claims`);
    })
    .catch((err) => {
      console.error('fraud-score worker failed', err);
      process.exitCode = 1;
    })
    .finally(() => pool.end());
}
