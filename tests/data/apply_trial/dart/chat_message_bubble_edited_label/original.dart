import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/chat_message.dart';

class MessageBubble extends StatelessWidget {
  const MessageBubble({
    super.key,
    required this.message,
    required this.isMine,
    this.onLongPress,
  });

  final ChatMessage message;
  final bool isMine;
  final VoidCallback? onLongPress;

  static final _timeFormat = DateFormat.Hm();

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    final background = isMine ? theme.colorScheme.primary : theme.colorScheme.surfaceVariant;
    final foreground = isMine ? theme.colorScheme.onPrimary : theme.colorScheme.onSurfaceVariant;

    return Align(
      alignment: isMine ? Alignment.centerRight : Alignment.centerLeft,
      child: GestureDetector(
        onLongPress: onLongPress,
        child: Container(
          margin: const EdgeInsets.symmetric(horizontal: 12, vertical: 4),
          padding: const EdgeInsets.symmetric(horizontal: 14, vertical: 10),
          constraints: BoxConstraints(maxWidth: MediaQuery.of(context).size.width * 0.75),
          decoration: BoxDecoration(
            color: background,
            borderRadius: _radius(),
          ),
          child: Column(
            crossAxisAlignment: CrossAxisAlignment.end,
            mainAxisSize: MainAxisSize.min,
            children: [
              if (message.replyTo != null) ...[
                _buildQuote(theme, foreground),
                const SizedBox(height: 6),
              ],
              Text(
                message.text,
                style: theme.textTheme.bodyMedium?.copyWith(color: foreground),
              ),
              const SizedBox(height: 4),
              _buildFooter(theme, foreground),
            ],
          ),
        ),
      ),
    );
  }

  BorderRadius _radius() {
    const r = Radius.circular(18);
    const tail = Radius.circular(4);
    return BorderRadius.only(
      topLeft: r,
      topRight: r,
      bottomLeft: isMine ? r : tail,
      bottomRight: isMine ? tail : r,
    );
  }

  Widget _buildQuote(ThemeData theme, Color foreground) {
    return Container(
      padding: const EdgeInsets.only(left: 8),
      decoration: BoxDecoration(
        border: Border(left: BorderSide(color: foreground.withOpacity(0.5), width: 3)),
      ),
      child: Text(
        message.replyTo!.text,
        maxLines: 2,
        overflow: TextOverflow.ellipsis,
        style: theme.textTheme.bodySmall?.copyWith(color: foreground.withOpacity(0.8)),
      ),
    );
  }

  Widget _buildFooter(ThemeData theme, Color foreground) {
    final style = theme.textTheme.labelSmall?.copyWith(color: foreground.withOpacity(0.7));
    return Row(
      mainAxisSize: MainAxisSize.min,
      children: [
        Text(_timeFormat.format(message.sentAt), style: style),
        if (isMine) ...[
          const SizedBox(width: 4),
          Icon(
            message.isRead ? Icons.done_all : Icons.done,
            size: 14,
            color: foreground.withOpacity(0.7),
          ),
        ],
      ],
    );
  }
}
