// ... existing code ...

router.get("/health", async (req, res) => {
  const [db, queue] = await Promise.all([jobs.pingDb(), jobs.pingQueue()]);
  res.json({ ok: db && queue, db, queue });
});

router.get("/metrics", async (req, res) => {
  res.type("text/plain").send(await metrics.render());
});

// ... existing code ...
