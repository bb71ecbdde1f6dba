    // ... existing code ...

    public void Ship(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), quantity, "Quantity must be positive.");
        }

        lock (_gate)
        {
            var level = Get(sku);
            if (level.Reserved < quantity)
            {
                throw new InvalidOperationException(
                    $"Cannot ship {quantity} of {sku}: only {level.Reserved} reserved.");
            }

            level.Reserved -= quantity;
            level.OnHand -= quantity;
        }
    }

    // ... existing code ...
