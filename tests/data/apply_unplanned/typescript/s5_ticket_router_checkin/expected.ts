// src/routes/tickets.ts
import { Router, Request, Response } from "express";
import { z } from "zod";
import { TicketStore } from "../services/ticketStore";
import { requireStaff } from "../middleware/auth";

const holdSchema = z.object({
  slotId: z.string().min(1),
  visitors: z.number().int().min(1).max(10),
  email: z.string().email(),
});

export function ticketRouter(store: TicketStore): Router {
  const router = Router();

  router.get("/slots", async (req: Request, res: Response) => {
    const date = String(req.query.date ?? new Date().toISOString().slice(0, 10));
    const slots = await store.slotsForDate(date);
    res.json(slots);
  });

  router.get("/slots/:slotId", async (req: Request, res: Response) => {
    const slot = await store.findSlot(req.params.slotId);
    if (!slot) {
      return res.status(404).json({ error: "slot not found" });
    }
    res.json(slot);
  });

  router.post("/holds", async (req: Request, res: Response) => {
    const parsed = holdSchema.safeParse(req.body);
    if (!parsed.success) {
      return res.status(400).json({ error: parsed.error.flatten() });
    }
    const hold = await store.createHold(parsed.data);
    res.status(201).json(hold);
  });

  router.get("/orders/:orderId", async (req: Request, res: Response) => {
    const order = await store.findOrder(req.params.orderId);
    if (!order) {
      return res.status(404).json({ error: "order not found" });
    }
    res.json(order);
  });

  router.post("/orders/:orderId/check-in", requireStaff, async (req: Request, res: Response) => {
    const order = await store.findOrder(req.params.orderId);
    if (!order) {
      return res.status(404).json({ error: "order not found" });
    }
    if (order.status !== "paid") {
      return res.status(409).json({ error: `order is ${order.status}, not paid` });
    }
    const scan = await store.recordScan(order.id, String(req.body.gate ?? "main"));
    res.status(201).json(scan);
  });

  router.delete("/orders/:orderId", async (req: Request, res: Response) => {
    const order = await store.findOrder(req.params.orderId);
    if (!order) {
      return res.status(404).json({ error: "order not found" });
    }
    await store.cancelOrder(order.id);
    res.status(204).end();
  });

  router.get("/reports/daily", requireStaff, async (req: Request, res: Response) => {
    const date = String(req.query.date ?? new Date().toISOString().slice(0, 10));
    const report = await store.dailyReport(date);
    res.json(report);
  });

  return router;
}
