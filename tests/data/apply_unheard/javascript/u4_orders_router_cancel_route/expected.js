const express = require("express");
const { body, param, validationResult } = require("express-validator");
const { requireAuth, requireRole } = require("../middleware/auth");
const Order = require("../models/order");
const { notifyCustomer } = require("../services/notifications");

const router = express.Router();

function validate(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  next();
}

router.get("/orders", requireAuth, async (req, res, next) => {
  try {
    const page = Number(req.query.page) || 1;
    const orders = await Order.find({ customer: req.user.id })
      .sort({ createdAt: -1 })
      .skip((page - 1) * 20)
      .limit(20);
    res.json({ page, orders });
  } catch (err) {
    next(err);
  }
});

router.get("/orders/:id", requireAuth, param("id").isMongoId(), validate, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customer: req.user.id });
    if (!order) {
      return res.status(404).json({ error: "Order not found" });
    }
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post("/orders/:id/cancel", requireAuth, param("id").isMongoId(), validate, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customer: req.user.id });
    if (!order) {
      return res.status(404).json({ error: "Order not found" });
    }
    if (!["pending", "paid"].includes(order.status)) {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    order.status = "cancelled";
    order.cancelledAt = new Date();
    await order.save();
    await notifyCustomer(req.user, "order_cancelled", order);
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post(
  "/orders",
  requireAuth,
  body("items").isArray({ min: 1 }),
  body("shippingAddress").isObject(),
  validate,
  async (req, res, next) => {
    try {
      const order = await Order.create({
        customer: req.user.id,
        items: req.body.items,
        shippingAddress: req.body.shippingAddress,
        status: "pending",
      });
      await notifyCustomer(req.user, "order_created", order);
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  },
);

router.patch(
  "/orders/:id/status",
  requireAuth,
  requireRole("staff"),
  param("id").isMongoId(),
  body("status").isIn(["pending", "paid", "shipped", "delivered"]),
  validate,
  async (req, res, next) => {
    try {
      const order = await Order.findByIdAndUpdate(
        req.params.id,
        { status: req.body.status },
        { new: true },
      );
      if (!order) {
        return res.status(404).json({ error: "Order not found" });
      }
      res.json(order);
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
