public class ShoppingCart
{
    // ... existing code ...

    public void ApplyPromoCode(string code)
    {
        if (string.IsNullOrWhiteSpace(code))
        {
            throw new ArgumentException("Promo code must not be empty.", nameof(code));
        }

        PromoCode = code.Trim().ToUpperInvariant();
    }
}
