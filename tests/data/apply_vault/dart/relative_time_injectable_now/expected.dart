import 'package:intl/intl.dart';

const _minute = Duration(minutes: 1);
const _hour = Duration(hours: 1);
const _day = Duration(days: 1);

String formatShortDate(DateTime date, {String locale = 'en_US'}) {
  return DateFormat.yMMMd(locale).format(date.toLocal());
}

String formatTimeOfDay(DateTime time, {bool use24h = false}) {
  final pattern = use24h ? 'HH:mm' : 'h:mm a';
  return DateFormat(pattern).format(time.toLocal());
}

String formatRelativeTime(DateTime time, {DateTime? now}) {
  final diff = (now ?? DateTime.now()).difference(time);
  if (diff.isNegative) {
    return 'just now';
  }
  if (diff < _minute) {
    return 'just now';
  }
  if (diff < _hour) {
    final minutes = diff.inMinutes;
    return minutes == 1 ? '1 minute ago' : '$minutes minutes ago';
  }
  if (diff < _day) {
    final hours = diff.inHours;
    return hours == 1 ? '1 hour ago' : '$hours hours ago';
  }
  if (diff.inDays < 7) {
    final days = diff.inDays;
    return days == 1 ? 'yesterday' : '$days days ago';
  }
  return formatShortDate(time);
}

String formatDurationShort(Duration duration) {
  final hours = duration.inHours;
  final minutes = duration.inMinutes.remainder(60);
  final seconds = duration.inSeconds.remainder(60);
  if (hours > 0) {
    return '${hours}h ${minutes.toString().padLeft(2, '0')}m';
  }
  if (minutes > 0) {
    return '${minutes}m ${seconds.toString().padLeft(2, '0')}s';
  }
  return '${seconds}s';
}

bool isSameDay(DateTime a, DateTime b) {
  final la = a.toLocal();
  final lb = b.toLocal();
  return la.year == lb.year && la.month == lb.month && la.day == lb.day;
}
