import { Router, Request, Response, NextFunction } from "express";
import { CartService } from "../services/cartService";
import { requireSession } from "../middleware/session";
import { logger } from "../lib/logger";

const router = Router();
const carts = new CartService();

// GET /carts/:cartId - fetch a cart with its line items and totals
router.get("/:cartId", requireSession, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const cart = await carts.findById(req.params.cartId);
    if (!cart) {
      return res.status(404).json({ error: "cart_not_found" });
    }
    res.json(cart);
  } catch (err) {
    next(err);
  }
});

// POST /carts/:cartId/items - add a book to the cart
router.post("/:cartId/items", requireSession, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { isbn, quantity } = req.body;
    if (!isbn || !Number.isInteger(quantity) || quantity < 1) {
      return res.status(400).json({ error: "invalid_item" });
    }
    const cart = await carts.addItem(req.params.cartId, isbn, quantity);
    logger.info("cart.item_added", { cartId: cart.id, isbn, quantity });
    res.status(201).json(cart);
  } catch (err) {
    next(err);
  }
});

// PATCH /carts/:cartId/items/:isbn - change the quantity of a line item
router.patch("/:cartId/items/:isbn", requireSession, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { quantity } = req.body;
    if (!Number.isInteger(quantity) || quantity < 0) {
      return res.status(400).json({ error: "invalid_quantity" });
    }
    const cart = await carts.setQuantity(req.params.cartId, req.params.isbn, quantity);
    logger.info("cart.quantity_changed", { cartId: cart.id, isbn: req.params.isbn, quantity });
    res.json(cart);
  } catch (err) {
    next(err);
  }
});

// DELETE /carts/:cartId/items/:isbn - remove a book from the cart
router.delete("/:cartId/items/:isbn", requireSession, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const cart = await carts.removeItem(req.params.cartId, req.params.isbn);
    logger.info("cart.item_removed", { cartId: cart.id, isbn: req.params.isbn });
    res.json(cart);
  } catch (err) {
    next(err);
  }
});

export default router;
