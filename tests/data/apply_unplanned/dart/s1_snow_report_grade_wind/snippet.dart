// ... existing code ...

  Grade grade() {
    if (surface == Surface.icy || openRatio < 0.3 || windKmh > 70) {
      return Grade.poor;
    }
    if (isPowderDay && openRatio > 0.8 && windKmh < 40) {
      return Grade.excellent;
    }
    if (surface == Surface.powder ||
        surface == Surface.groomed ||
        surface == Surface.packedPowder) {
      return Grade.good;
    }
    return surface == Surface.slush ? Grade.poor : Grade.fair;
  }

// ... existing code ...
