import 'package:flutter/material.dart';

import '../models/order.dart';
import '../theme/colors.dart';

class OrderTile extends StatelessWidget {
  const OrderTile({super.key, required this.order, this.onTap});

  final Order order;
  final VoidCallback? onTap;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return ListTile(
      onTap: onTap,
      leading: CircleAvatar(
        backgroundColor: _statusColor(order.status).withOpacity(0.15),
        child: Icon(_statusIcon(order.status), color: _statusColor(order.status)),
      ),
      title: Text('Order #${order.number}', style: theme.textTheme.titleMedium),
      subtitle: Text(order.createdAt.toIso8601String()),
      trailing: Text(
        '\$${order.total.toStringAsFixed(2)}',
        style: theme.textTheme.titleSmall,
      ),
    );
  }

  Color _statusColor(OrderStatus status) {
    switch (status) {
      case OrderStatus.pending:
        return AppColors.warning;
      case OrderStatus.shipped:
        return AppColors.info;
      case OrderStatus.delivered:
        return AppColors.success;
      case OrderStatus.cancelled:
        return AppColors.error;
    }
  }

  IconData _statusIcon(OrderStatus status) {
    switch (status) {
      case OrderStatus.pending:
        return Icons.schedule;
      case OrderStatus.shipped:
        return Icons.local_shipping;
      case OrderStatus.delivered:
        return Icons.check_circle;
      case OrderStatus.cancelled:
        return Icons.cancel;
    }
  }
}
