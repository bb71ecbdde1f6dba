"use strict";

const express = require("express");

const { requireStaff } = require("../middleware/auth");
const orders = require("../services/orders");
const tickets = require("../services/tickets");
const mailer = require("../services/mailer");

const router = express.Router();

router.use(requireStaff);

// Look up an order by its reference (printed on every ticket stub).
router.get("/orders/:ref", async (req, res, next) => {
  try {
    const order = await orders.findByRef(req.params.ref);
    if (!order) {
      return res.status(404).json({ error: "order_not_found" });
    }
    res.json(order);
  } catch (err) {
    next(err);
  }
});

// Reprint every ticket on an order at the box office printer.
router.post("/orders/:ref/reprint", async (req, res, next) => {
  try {
    const order = await orders.findByRef(req.params.ref);
    if (!order) {
      return res.status(404).json({ error: "order_not_found" });
    }
    const printed = await tickets.print(order.tickets, { printer: req.body.printer || "front-desk" });
    res.json({ printed: printed.length });
  } catch (err) {
    next(err);
  }
});

// Email the confirmation again, optionally to a new address.
router.post("/orders/:ref/resend", async (req, res, next) => {
  try {
    const order = await orders.findByRef(req.params.ref);
    if (!order) {
      return res.status(404).json({ error: "order_not_found" });
    }
    const email = req.body.email || order.email;
    await mailer.sendConfirmation(order, email);
    res.json({ sentTo: email });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
