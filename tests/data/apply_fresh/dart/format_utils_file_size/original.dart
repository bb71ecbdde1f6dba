import 'package:intl/intl.dart';

final _currency = NumberFormat.simpleCurrency(locale: 'en_US');
final _compact = NumberFormat.compact(locale: 'en_US');
final _dayFormat = DateFormat.yMMMd('en_US');

String formatPrice(int cents) {
  return _currency.format(cents / 100);
}

String formatCount(int count) {
  if (count < 1000) {
    return count.toString();
  }
  return _compact.format(count);
}

String formatFileSize(int bytes) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  var size = bytes.toDouble();
  var unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return '${size.toStringAsFixed(1)} ${units[unit]}';
}

String formatDuration(Duration duration) {
  final hours = duration.inHours;
  final minutes = duration.inMinutes.remainder(60);
  final seconds = duration.inSeconds.remainder(60);
  if (hours > 0) {
    return '${hours}h ${minutes}m';
  }
  if (minutes > 0) {
    return '${minutes}m ${seconds}s';
  }
  return '${seconds}s';
}

String formatRelative(DateTime time, {DateTime? now}) {
  final reference = now ?? DateTime.now();
  final diff = reference.difference(time);
  if (diff.inMinutes < 1) {
    return 'just now';
  }
  if (diff.inHours < 1) {
    return '${diff.inMinutes} min ago';
  }
  if (diff.inDays < 1) {
    return '${diff.inHours} h ago';
  }
  if (diff.inDays < 7) {
    return '${diff.inDays} d ago';
  }
  return _dayFormat.format(time);
}
