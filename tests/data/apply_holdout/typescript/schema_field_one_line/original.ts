import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { prisma } from "../db";

export const projects = Router();

const CreateProject = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
});

projects.get("/", async (req: Request, res: Response) => {
  const rows = await prisma.project.findMany({ where: { ownerId: req.user!.id } });
  res.json(rows);
});

projects.post("/", async (req: Request, res: Response) => {
  const parsed = CreateProject.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json(parsed.error.flatten());
  }
  const project = await prisma.project.create({ data: { ...parsed.data, ownerId: req.user!.id } });
  res.status(201).json(project);
});

projects.get("/:id", async (req: Request, res: Response) => {
  const project = await prisma.project.findFirst({ where: { id: req.params.id, ownerId: req.user!.id } });
  if (!project) {
    return res.sendStatus(404);
  }
  res.json(project);
});

projects.delete("/:id", async (req: Request, res: Response) => {
  await prisma.project.deleteMany({ where: { id: req.params.id, ownerId: req.user!.id } });
  res.sendStatus(204);
});
