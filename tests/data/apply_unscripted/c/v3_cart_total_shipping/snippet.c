unsigned long cart_total(const cart_t *cart)
{
    unsigned long subtotal = cart_subtotal(cart);
    unsigned long discount = subtotal * cart->discount_percent / 100;
    return subtotal - discount + cart->shipping_pence;
}

// ... existing code ...
