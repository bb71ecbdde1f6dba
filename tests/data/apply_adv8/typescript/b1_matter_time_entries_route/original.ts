import { Router } from "express";
import { z } from "zod";

import { requireRole } from "../auth/middleware";
import { asyncHandler } from "../lib/async-handler";
import type { MatterStore } from "./store";

const createMatterSchema = z.object({
  clientId: z.string().uuid(),
  title: z.string().min(3).max(200),
  practiceArea: z.enum(["litigation", "corporate", "employment", "ip"]),
  responsibleAttorneyId: z.string().uuid(),
});

const updateMatterSchema = createMatterSchema.partial().extend({
  status: z.enum(["open", "on_hold", "closed"]).optional(),
});

export function matterRoutes(store: MatterStore): Router {
  const router = Router();

  router.get(
    "/",
    requireRole("attorney", "paralegal"),
    asyncHandler(async (req, res) => {
      const matters = await store.list({ attorneyId: req.query.attorneyId as string | undefined });
      res.json({ data: matters });
    }),
  );

  router.get(
    "/:matterId",
    requireRole("attorney", "paralegal"),
    asyncHandler(async (req, res) => {
      const matter = await store.get(req.params.matterId);
      if (!matter) {
        res.status(404).json({ error: "matter_not_found" });
        return;
      }
      res.json({ data: matter });
    }),
  );

  router.post(
    "/",
    requireRole("attorney"),
    asyncHandler(async (req, res) => {
      const input = createMatterSchema.parse(req.body);
      const matter = await store.create(input);
      res.status(201).json({ data: matter });
    }),
  );

  router.patch(
    "/:matterId",
    requireRole("attorney"),
    asyncHandler(async (req, res) => {
      const input = updateMatterSchema.parse(req.body);
      const matter = await store.update(req.params.matterId, input);
      if (!matter) {
        res.status(404).json({ error: "matter_not_found" });
        return;
      }
      res.json({ data: matter });
    }),
  );

  return router;
}
