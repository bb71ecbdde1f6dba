// ... existing code ...

// DELETE /carts/:cartId/items - empty the cart
router.delete("/:cartId/items", requireSession, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const cart = await carts.clear(req.params.cartId);
    logger.info("cart.cleared", { cartId: cart.id });
    res.json(cart);
  } catch (err) {
    next(err);
  }
});

export default router;
