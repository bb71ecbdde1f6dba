  // ... existing routes ...

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
