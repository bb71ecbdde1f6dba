  // ... existing groups and tests ...

    test('applies a fixed discount', () {
      cart
        ..add(mug, quantity: 2)
        ..add(poster)
        ..applyDiscount(const Discount.fixed(Money.cents(500)));

      expect(cart.total, const Money.cents(4400));
    });

    test('never goes below zero with a large fixed discount', () {
      cart
        ..add(sticker)
        ..applyDiscount(const Discount.fixed(Money.cents(1000)));

      expect(cart.total, Money.zero);
    });
  });
}
