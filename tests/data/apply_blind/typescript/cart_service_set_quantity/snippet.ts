export class CartService {
  // ... existing code ...

  async setQuantity(cartId: string, productId: string, quantity: number): Promise<Cart> {
    const cart = await this.load(cartId);
    if (quantity <= 0) {
      cart.lines = cart.lines.filter((line) => line.productId !== productId);
    } else {
      const line = cart.lines.find((l) => l.productId === productId);
      if (!line) {
        throw new Error(`product ${productId} is not in cart ${cartId}`);
      }
      line.quantity = quantity;
    }
    return this.touchAndSave(cart);
  }
}
