// ... existing routes ...

router.get("/:id", requireAuth, async (req, res) => {
  const customer = await customers.find(req.params.id);
  if (!customer) {
    res.status(404).json({ error: "customer not found" });
    return;
  }
  res.json(customer);
});

router.get("/:id/invoices", requireAuth, async (req, res) => {
  const limit = Math.min(Number(req.query.limit ?? 20), 100);
  const invoices = await billing.listInvoices(req.params.id, { limit });
  res.json({ invoices });
});

router.patch(
  "/:id",
  // ... existing code ...
