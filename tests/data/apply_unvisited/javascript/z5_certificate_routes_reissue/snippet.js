// ... existing code ...

router.post("/:number/revoke", requireAuth, requireRole("admin"), async (req, res) => {
  // ... existing code ...
  await certificates.revoke(certificate.number, reason);
  await audit.record(req.user.id, "certificate.revoke", { number: certificate.number, reason });
  res.status(204).end();
});

router.post("/:number/reissue", requireAuth, requireRole("admin"), async (req, res) => {
  const certificate = await certificates.findByNumber(req.params.number);
  if (!certificate) {
    return res.status(404).json({ error: "certificate_not_found" });
  }
  const replacement = await certificates.reissue(certificate.number, {
    studentName: req.body.studentName || certificate.studentName,
  });
  await audit.record(req.user.id, "certificate.reissue", {
    number: certificate.number,
    replacement: replacement.number,
  });
  res.status(201).json(replacement);
});

// ... existing code ...
