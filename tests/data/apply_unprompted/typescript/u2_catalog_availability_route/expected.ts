import { Router, Request, Response } from "express";
import { CatalogRepository } from "../repositories/catalogRepository";
import { requireStaff } from "../middleware/auth";

// Routes for browsing branch catalogs and flagging items that may be lent
// to partner libraries through interlibrary loan.
export function catalogRouter(repo: CatalogRepository): Router {
  const router = Router();

  router.get("/branches/:branchCode/items", async (req: Request, res: Response) => {
    const items = await repo.listItems(req.params.branchCode);
    res.json(items);
  });

  router.get("/branches/:branchCode/items/:itemId", async (req: Request, res: Response) => {
    const item = await repo.findItem(req.params.branchCode, req.params.itemId);
    if (!item) {
      res.status(404).json({ error: "Item not found" });
      return;
    }
    res.json(item);
  });

  router.post("/branches/:branchCode/items/:itemId/lendable", requireStaff, async (req: Request, res: Response) => {
    const updated = await repo.setLendable(req.params.branchCode, req.params.itemId, true);
    if (!updated) {
      res.status(404).json({ error: "Item not found" });
      return;
    }
    res.status(204).end();
  });

  router.post("/branches/:branchCode/items/:itemId/not-lendable", requireStaff, async (req: Request, res: Response) => {
    const updated = await repo.setLendable(req.params.branchCode, req.params.itemId, false);
    if (!updated) {
      res.status(404).json({ error: "Item not found" });
      return;
    }
    res.status(204).end();
  });

  router.get("/items/:itemId/availability", async (req: Request, res: Response) => {
    const copies = await repo.findCopiesAcrossBranches(req.params.itemId);
    res.json({
      itemId: req.params.itemId,
      lendableCopies: copies.filter((c) => c.lendable).length,
      branches: copies.map((c) => c.branchCode),
    });
  });

  return router;
}
