import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/order.dart';
import '../theme/colors.dart';

// ... existing code ...

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    final locale = Localizations.localeOf(context).toString();
    return ListTile(
      // ... existing code ...
      title: Text('Order #${order.number}', style: theme.textTheme.titleMedium),
      subtitle: Text(DateFormat.yMMMd(locale).format(order.createdAt)),
      trailing: Text(
        NumberFormat.simpleCurrency(locale: locale).format(order.total),
        style: theme.textTheme.titleSmall,
      ),
    );
  }

// ... existing code ...
