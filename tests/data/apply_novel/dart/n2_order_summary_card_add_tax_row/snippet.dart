  @override
  Widget build(BuildContext context) {
    return Card(
      // ... existing code ...
          children: [
            // ... title and spacing unchanged ...
            _row(context, 'Subtotal', order.subtotalCents),
            _row(context, 'Shipping', order.shippingCents),
            _row(context, 'Tax', order.taxCents),
            if (order.discountCents > 0)
              _row(context, 'Discount', -order.discountCents),
            // ... rest of children ...
          ],
        ),
      ),
    );
  }
}
