const express = require("express");
const { requireAuth, requireRole } = require("../middleware/auth");
const certificates = require("../services/certificateService");
const audit = require("../services/auditLog");

const router = express.Router();

router.get("/verify/:number", async (req, res) => {
  const certificate = await certificates.findByNumber(req.params.number);
  if (!certificate || certificate.revokedAt) {
    return res.status(404).json({ valid: false });
  }
  res.json({
    valid: true,
    studentName: certificate.studentName,
    courseTitle: certificate.courseTitle,
    issuedAt: certificate.issuedAt,
  });
});

router.get("/mine", requireAuth, async (req, res) => {
  const list = await certificates.listForStudent(req.user.id);
  res.json(list);
});

router.get("/:number/pdf", requireAuth, async (req, res) => {
  const certificate = await certificates.findByNumber(req.params.number);
  if (!certificate) {
    return res.status(404).json({ error: "certificate_not_found" });
  }
  if (certificate.studentId !== req.user.id && !req.user.roles.includes("admin")) {
    return res.status(403).json({ error: "forbidden" });
  }
  res.type("application/pdf").send(await certificates.renderPdf(certificate));
});

router.post("/:number/revoke", requireAuth, requireRole("admin"), async (req, res) => {
  const certificate = await certificates.findByNumber(req.params.number);
  if (!certificate) {
    return res.status(404).json({ error: "certificate_not_found" });
  }
  const reason = (req.body.reason || "").trim();
  if (!reason) {
    return res.status(400).json({ error: "reason_required" });
  }
  await certificates.revoke(certificate.number, reason);
  await audit.record(req.user.id, "certificate.revoke", { number: certificate.number, reason });
  res.status(204).end();
});

module.exports = router;
