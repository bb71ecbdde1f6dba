import { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { requireAuth } from "../middleware/auth";
import type { ProjectService } from "../services/projectService";

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
});

const updateProjectSchema = createProjectSchema.partial();

export function projectRoutes(service: ProjectService): Router {
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const projects = await service.listForOwner(req.user!.id);
      res.json(projects);
    } catch (err) {
      next(err);
    }
  });

  router.get("/:id", async (req, res, next) => {
    try {
      const project = await service.get(req.params.id);
      if (!project || project.ownerId !== req.user!.id) {
        res.status(404).json({ error: "project not found" });
        return;
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  });

  router.post("/", async (req, res, next) => {
    try {
      const input = createProjectSchema.parse(req.body);
      const project = await service.create(req.user!.id, input);
      res.status(201).json(project);
    } catch (err) {
      next(err);
    }
  });

  router.patch("/:id", async (req, res, next) => {
    try {
      const input = updateProjectSchema.parse(req.body);
      const project = await service.update(req.params.id, input);
      res.json(project);
    } catch (err) {
      next(err);
    }
  });

  router.delete("/:id", async (req, res, next) => {
    try {
      await service.remove(req.params.id);
      res.status(200).json({ ok: true });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
