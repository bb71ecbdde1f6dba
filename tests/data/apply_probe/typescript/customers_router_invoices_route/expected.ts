import { Router } from "express";
import { z } from "zod";

import { billing } from "../services/billing";
import { customers } from "../services/customers";
import { requireAuth, requireRole } from "../middleware/auth";
import { validateBody } from "../middleware/validate";

const router = Router();

const updateCustomerSchema = z.object({
  name: z.string().min(1).optional(),
  email: z.string().email().optional(),
  plan: z.enum(["free", "team", "enterprise"]).optional(),
});

router.get("/", requireAuth, async (req, res) => {
  const page = Number(req.query.page ?? 1);
  const result = await customers.list({ page, pageSize: 25 });
  res.json(result);
});

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
  requireAuth,
  requireRole("admin"),
  validateBody(updateCustomerSchema),
  async (req, res) => {
    const updated = await customers.update(req.params.id, req.body);
    res.json(updated);
  },
);

router.delete("/:id", requireAuth, requireRole("admin"), async (req, res) => {
  await customers.remove(req.params.id);
  res.status(204).end();
});

export default router;
