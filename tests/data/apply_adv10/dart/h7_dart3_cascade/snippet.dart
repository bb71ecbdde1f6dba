    final paint = Paint()
      ..color = color.withOpacity(0.8)
      ..strokeCap = StrokeCap.round
      // ... existing code ...
