// ... keep existing code
            _HoursRow(label: 'Sunday', hours: branch.hours.sunday, isToday: weekday == 7),
            if (branch.holidayNotice != null) ...[
              const SizedBox(height: 12),
              Container(
                padding: const EdgeInsets.all(8),
                color: theme.colorScheme.tertiaryContainer,
                child: Text(
                  branch.holidayNotice!,
                  style: theme.textTheme.bodyMedium,
                ),
              ),
            ],
            const SizedBox(height: 12),
// ... keep existing code
