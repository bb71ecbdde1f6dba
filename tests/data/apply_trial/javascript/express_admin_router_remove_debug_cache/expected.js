const express = require("express");
const { requireAdmin } = require("../middleware/auth");
const cache = require("../lib/cache");
const jobs = require("../lib/jobs");
const metrics = require("../lib/metrics");

const router = express.Router();

router.use(requireAdmin);

router.get("/health", async (req, res) => {
  const [db, queue] = await Promise.all([jobs.pingDb(), jobs.pingQueue()]);
  res.json({ ok: db && queue, db, queue });
});

router.get("/metrics", async (req, res) => {
  res.type("text/plain").send(await metrics.render());
});

router.get("/jobs", async (req, res) => {
  const status = req.query.status || "failed";
  const list = await jobs.list({ status, limit: Number(req.query.limit) || 50 });
  res.json(list);
});

router.post("/jobs/:id/retry", async (req, res) => {
  const job = await jobs.retry(req.params.id);
  if (!job) return res.status(404).json({ error: "job not found" });
  res.json(job);
});

router.delete("/jobs/:id", async (req, res) => {
  const removed = await jobs.remove(req.params.id);
  res.status(removed ? 204 : 404).end();
});

module.exports = router;
