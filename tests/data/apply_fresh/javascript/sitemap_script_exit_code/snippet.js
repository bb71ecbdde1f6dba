// ... existing code ...

main().catch((err) => {
  console.error(`sitemap: ${err.message}`);
  process.exitCode = 1;
});
