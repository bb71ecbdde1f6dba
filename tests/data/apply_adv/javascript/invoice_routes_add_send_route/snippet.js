// ... existing routes ...

router.post("/:id/send", requireAuth, param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const invoice = await Invoice.findOne({ _id: req.params.id, accountId: req.user.accountId });
    if (!invoice) return res.status(404).json({ error: "Invoice not found" });
    if (invoice.status === "void") {
      return res.status(409).json({ error: "Cannot send a void invoice" });
    }
    await mailer.sendInvoice(invoice);
    invoice.status = "sent";
    invoice.sentAt = new Date();
    await invoice.save();
    res.json(invoice);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
