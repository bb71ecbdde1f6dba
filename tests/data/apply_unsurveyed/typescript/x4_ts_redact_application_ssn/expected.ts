import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { listingsRepo, ticketsRepo, applicationsRepo } from "../db/repos";
import { requireStaff } from "../middleware/auth";

export const propertyRouter = Router();

const idParam = z.coerce.number().int().positive();

async function getListing(req: Request, res: Response) {
  const parsed = idParam.safeParse(req.params.id);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid id" });
  }
  const row = await listingsRepo.findById(parsed.data);
  if (!row) {
    return res.status(404).json({ error: "not found" });
  }
  return res.json(row);
}

async function getTicket(req: Request, res: Response) {
  const parsed = idParam.safeParse(req.params.id);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid id" });
  }
  const row = await ticketsRepo.findById(parsed.data);
  if (!row) {
    return res.status(404).json({ error: "not found" });
  }
  return res.json(row);
}

async function getApplication(req: Request, res: Response) {
  const parsed = idParam.safeParse(req.params.id);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid id" });
  }
  const row = await applicationsRepo.findById(parsed.data, { redactSsn: true });
  if (!row) {
    return res.status(404).json({ error: "not found" });
  }
  return res.json(row);
}

propertyRouter.get("/listings/:id", getListing);
propertyRouter.get("/tickets/:id", requireStaff, getTicket);
propertyRouter.get("/applications/:id", requireStaff, getApplication);
