const express = require("express");
const { body, param, validationResult } = require("express-validator");
const OrderService = require("../services/orderService");
const { requireAuth, requireRole } = require("../middleware/auth");

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  next();
}

router.get("/", requireAuth, async (req, res, next) => {
  try {
    const page = parseInt(req.query.page, 10) || 1;
    const orders = await OrderService.listForUser(req.user.id, { page });
    res.json(orders);
  } catch (err) {
    next(err);
  }
});

router.get(
  "/:id",
  requireAuth,
  param("id").isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await OrderService.findById(req.params.id, req.user.id);
      if (!order) {
        return res.status(404).json({ error: "Order not found" });
      }
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post(
  "/",
  requireAuth,
  body("items").isArray({ min: 1 }),
  body("shippingAddressId").isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await OrderService.create(req.user.id, req.body);
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post(
  "/:id/cancel",
  requireAuth,
  param("id").isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await OrderService.cancel(req.params.id, req.user.id);
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
