// ... existing code ...

main().catch((err) => {
  console.error(`sitemap: ${err.stack || err}`);
  process.exitCode = 1;
});
