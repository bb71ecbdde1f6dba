import 'package:flutter/material.dart';

class RingPainter extends CustomPainter {
  RingPainter(this.progress, this.color);

  final double progress;
  final Color color;

  @override
  void paint(Canvas canvas, Size size) {
    final paint = Paint()
      ..color = color.withOpacity(0.8)
      ..strokeCap = StrokeCap.round
      ..strokeWidth = 2
      ..style = PaintingStyle.stroke;
    final rect = Offset.zero & size;
    canvas.drawArc(rect, -1.57, 6.28 * progress, false, paint);
  }

  @override
  bool shouldRepaint(RingPainter old) => old.progress != progress;
}
