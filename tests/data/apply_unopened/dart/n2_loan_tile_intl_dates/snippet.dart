import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/loan.dart';
// ... existing code ...

  String _dueLabel() {
    final due = loan.dueDate;
    final days = due.difference(DateTime.now()).inDays;
    final date = DateFormat.yMMMd().format(due);
    if (days < 0) {
// ... existing code ...
          if (loan.fineAmount > 0)
            Text(
              'Fine: ${NumberFormat.simpleCurrency().format(loan.fineAmount)}',
              style: theme.textTheme.bodySmall?.copyWith(color: LibraryColors.overdue),
            ),
// ... existing code ...
