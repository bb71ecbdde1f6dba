// ... existing code ...

  const summary = summarize(devices);
  console.log(`\n${summary.installed}/${summary.total} installed, ${summary.failed} failed`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`rollout-status: ${err.message}`);
    process.exit(1);
  });
}

module.exports = { formatRow, summarize };
