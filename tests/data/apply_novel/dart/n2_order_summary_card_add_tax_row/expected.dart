import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/order.dart';

class OrderSummaryCard extends StatelessWidget {
  const OrderSummaryCard({
    super.key,
    required this.order,
    this.onCheckout,
  });

  final Order order;
  final VoidCallback? onCheckout;

  static final _currency = NumberFormat.simpleCurrency();

  String _format(int cents) => _currency.format(cents / 100);

  Widget _row(BuildContext context, String label, int cents, {bool bold = false}) {
    final style = bold
        ? Theme.of(context).textTheme.titleMedium
        : Theme.of(context).textTheme.bodyMedium;
    return Padding(
      padding: const EdgeInsets.symmetric(vertical: 4),
      child: Row(
        mainAxisAlignment: MainAxisAlignment.spaceBetween,
        children: [
          Text(label, style: style),
          Text(_format(cents), style: style),
        ],
      ),
    );
  }

  @override
  Widget build(BuildContext context) {
    return Card(
      margin: const EdgeInsets.all(16),
      child: Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          crossAxisAlignment: CrossAxisAlignment.stretch,
          mainAxisSize: MainAxisSize.min,
          children: [
            Text(
              'Order summary',
              style: Theme.of(context).textTheme.titleLarge,
            ),
            const SizedBox(height: 12),
            _row(context, 'Subtotal', order.subtotalCents),
            _row(context, 'Shipping', order.shippingCents),
            _row(context, 'Tax', order.taxCents),
            if (order.discountCents > 0)
              _row(context, 'Discount', -order.discountCents),
            const Divider(height: 24),
            _row(context, 'Total', order.totalCents, bold: true),
            const SizedBox(height: 16),
            FilledButton(
              onPressed: onCheckout,
              child: const Text('Checkout'),
            ),
          ],
        ),
      ),
    );
  }
}
