import 'package:flutter/material.dart';

import '../models/branch.dart';
import '../models/opening_hours.dart';

/// Card on the branch detail screen listing the week's opening hours.
class BranchHoursCard extends StatelessWidget {
  const BranchHoursCard({super.key, required this.branch, required this.today});

  final Branch branch;
  final DateTime today;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    final weekday = today.weekday;

    return Card(
      margin: const EdgeInsets.symmetric(horizontal: 16, vertical: 8),
      child: Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          crossAxisAlignment: CrossAxisAlignment.start,
          children: [
            Text('Opening hours', style: theme.textTheme.titleMedium),
            const SizedBox(height: 12),
            _HoursRow(label: 'Monday', hours: branch.hours.monday, isToday: weekday == 1),
            _HoursRow(label: 'Tuesday', hours: branch.hours.tuesday, isToday: weekday == 2),
            _HoursRow(label: 'Wednesday', hours: branch.hours.wednesday, isToday: weekday == 3),
            _HoursRow(label: 'Thursday', hours: branch.hours.thursday, isToday: weekday == 4),
            _HoursRow(label: 'Friday', hours: branch.hours.friday, isToday: weekday == 5),
            _HoursRow(label: 'Saturday', hours: branch.hours.saturday, isToday: weekday == 6),
            _HoursRow(label: 'Sunday', hours: branch.hours.sunday, isToday: weekday == 7),
            const SizedBox(height: 12),
            Text(
              'Book drop open 24 hours at ${branch.name}.',
              style: theme.textTheme.bodySmall,
            ),
          ],
        ),
      ),
    );
  }
}

class _HoursRow extends StatelessWidget {
  const _HoursRow({required this.label, required this.hours, this.isToday = false});

  final String label;
  final OpeningHours? hours;
  final bool isToday;

  @override
  Widget build(BuildContext context) {
    final style = isToday
        ? const TextStyle(fontWeight: FontWeight.bold)
        : const TextStyle();
    final text = hours == null ? 'Closed' : '${hours!.opens} - ${hours!.closes}';

    return Padding(
      padding: const EdgeInsets.symmetric(vertical: 4),
      child: Row(
        children: [
          Expanded(child: Text(label, style: style)),
          Text(text, style: style),
        ],
      ),
    );
  }
}
