const express = require("express");
const { body, param, validationResult } = require("express-validator");
const { requireAuth, requireRole } = require("../middleware/auth");
const Invoice = require("../models/invoice");
const mailer = require("../services/mailer");

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get("/", requireAuth, async (req, res, next) => {
  try {
    const invoices = await Invoice.find({ accountId: req.user.accountId }).sort({ createdAt: -1 });
    res.json(invoices);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", requireAuth, param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const invoice = await Invoice.findOne({ _id: req.params.id, accountId: req.user.accountId });
    if (!invoice) return res.status(404).json({ error: "Invoice not found" });
    res.json(invoice);
  } catch (err) {
    next(err);
  }
});

router.post(
  "/",
  requireAuth,
  body("customerId").isMongoId(),
  body("lines").isArray({ min: 1 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const invoice = await Invoice.create({ ...req.body, accountId: req.user.accountId });
      res.status(201).json(invoice);
    } catch (err) {
      next(err);
    }
  }
);

router.put("/:id", requireAuth, param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const invoice = await Invoice.findOneAndUpdate(
      { _id: req.params.id, accountId: req.user.accountId, status: "draft" },
      req.body,
      { new: true }
    );
    if (!invoice) return res.status(404).json({ error: "Draft invoice not found" });
    res.json(invoice);
  } catch (err) {
    next(err);
  }
});

router.delete("/:id", requireAuth, requireRole("admin"), param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const result = await Invoice.deleteOne({ _id: req.params.id, accountId: req.user.accountId });
    if (result.deletedCount === 0) return res.status(404).json({ error: "Invoice not found" });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
