import 'package:test/test.dart';

import 'package:shop/cart/cart.dart';
import 'package:shop/cart/line_item.dart';
import 'package:shop/catalog/product.dart';
import 'package:shop/money.dart';

void main() {
  late Cart cart;

  const mug = Product(id: 'mug', name: 'Mug', price: Money.cents(1200));
  const poster = Product(id: 'poster', name: 'Poster', price: Money.cents(2500));
  const sticker = Product(id: 'sticker', name: 'Sticker', price: Money.cents(300));

  setUp(() {
    cart = Cart();
  });

  group('Cart.add', () {
    test('adds a new line item', () {
      cart.add(mug);

      expect(cart.items, hasLength(1));
      expect(cart.items.single.quantity, 1);
    });

    test('increments the quantity of an existing line item', () {
      cart.add(mug);
      cart.add(mug, quantity: 2);

      expect(cart.items, hasLength(1));
      expect(cart.items.single.quantity, 3);
    });

    test('rejects a non-positive quantity', () {
      expect(() => cart.add(mug, quantity: 0), throwsArgumentError);
    });
  });

  group('Cart.remove', () {
    test('removes the whole line item', () {
      cart
        ..add(mug)
        ..add(poster);

      cart.remove(mug.id);

      expect(cart.items.map((i) => i.product.id), ['poster']);
    });

    test('is a no-op for a product that is not in the cart', () {
      cart.add(mug);

      cart.remove(sticker.id);

      expect(cart.items, hasLength(1));
    });
  });

  group('Cart.total', () {
    test('is zero for an empty cart', () {
      expect(cart.total, Money.zero);
    });

    test('sums quantity times price', () {
      cart
        ..add(mug, quantity: 2)
        ..add(poster);

      expect(cart.total, const Money.cents(4900));
    });

    test('applies a percentage discount', () {
      cart
        ..add(mug, quantity: 2)
        ..add(poster)
        ..applyDiscount(const Discount.percent(10));

      expect(cart.total, const Money.cents(4410));
    });

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
