// ...

  Widget _buildFooter(ThemeData theme, Color foreground) {
    final style = theme.textTheme.labelSmall?.copyWith(color: foreground.withOpacity(0.7));
    return Row(
      mainAxisSize: MainAxisSize.min,
      children: [
        if (message.editedAt != null) ...[
          Text('edited', style: style?.copyWith(fontStyle: FontStyle.italic)),
          const SizedBox(width: 4),
        ],
        Text(_timeFormat.format(message.sentAt), style: style),
        // ...
      ],
    );
  }
}
