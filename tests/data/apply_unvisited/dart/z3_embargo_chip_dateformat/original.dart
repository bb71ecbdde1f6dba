import 'dart:async';

import 'package:flutter/material.dart';

import '../models/article_draft.dart';
import '../theme/desk_colors.dart';

/// Chip shown on desk-board cards for drafts that are under embargo.
class EmbargoChip extends StatefulWidget {
  const EmbargoChip({super.key, required this.draft, this.compact = false});

  final ArticleDraft draft;
  final bool compact;

  @override
  State<EmbargoChip> createState() => _EmbargoChipState();
}

class _EmbargoChipState extends State<EmbargoChip> {
  Timer? _ticker;

  @override
  void initState() {
    super.initState();
    _ticker = Timer.periodic(const Duration(seconds: 30), (_) {
      if (mounted) setState(() {});
    });
  }

  @override
  void dispose() {
    _ticker?.cancel();
    super.dispose();
  }

  String _label(DateTime releaseAt) {
    final remaining = releaseAt.difference(DateTime.now());
    if (remaining.isNegative) {
      return 'Releasing…';
    }
    if (remaining.inHours >= 24) {
      return 'Embargo: ${releaseAt.toLocal().toString().substring(0, 16)}';
    }
    final hours = remaining.inHours;
    final minutes = remaining.inMinutes.remainder(60);
    return widget.compact ? '${hours}h ${minutes}m' : 'Lifts in ${hours}h ${minutes}m';
  }

  @override
  Widget build(BuildContext context) {
    final releaseAt = widget.draft.embargoUntil;
    if (releaseAt == null) {
      return const SizedBox.shrink();
    }
    return Chip(
      avatar: const Icon(Icons.lock_clock, size: 16),
      label: Text(_label(releaseAt)),
      backgroundColor: DeskColors.embargo,
      visualDensity: VisualDensity.compact,
    );
  }
}
