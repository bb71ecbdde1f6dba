import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/loan.dart';
import '../theme/library_colors.dart';

/// One row in the "My loans" list.
class LoanTile extends StatelessWidget {
  const LoanTile({
    super.key,
    required this.loan,
    this.onRenew,
    this.onTap,
  });

  final Loan loan;
  final VoidCallback? onRenew;
  final VoidCallback? onTap;

  String _dueLabel() {
    final due = loan.dueDate;
    final days = due.difference(DateTime.now()).inDays;
    final date = DateFormat.yMMMd().format(due);
    if (days < 0) {
      return 'Overdue since $date';
    }
    if (days == 0) {
      return 'Due today';
    }
    return 'Due $date';
  }

  Color _dueColor(BuildContext context) {
    final days = loan.dueDate.difference(DateTime.now()).inDays;
    if (days < 0) {
      return LibraryColors.overdue;
    }
    if (days <= 3) {
      return LibraryColors.dueSoon;
    }
    return Theme.of(context).colorScheme.onSurfaceVariant;
  }

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return ListTile(
      onTap: onTap,
      leading: loan.coverUrl != null
          ? Image.network(loan.coverUrl!, width: 40, fit: BoxFit.cover)
          : const Icon(Icons.menu_book_outlined),
      title: Text(loan.title, maxLines: 2, overflow: TextOverflow.ellipsis),
      subtitle: Column(
        crossAxisAlignment: CrossAxisAlignment.start,
        children: [
          Text(loan.author, style: theme.textTheme.bodySmall),
          Text(
            _dueLabel(),
            style: theme.textTheme.bodySmall?.copyWith(color: _dueColor(context)),
          ),
          if (loan.fineAmount > 0)
            Text(
              'Fine: ${NumberFormat.simpleCurrency().format(loan.fineAmount)}',
              style: theme.textTheme.bodySmall?.copyWith(color: LibraryColors.overdue),
            ),
        ],
      ),
      trailing: loan.renewalsLeft > 0
          ? TextButton(onPressed: onRenew, child: const Text('Renew'))
          : const Text('No renewals'),
    );
  }
}
