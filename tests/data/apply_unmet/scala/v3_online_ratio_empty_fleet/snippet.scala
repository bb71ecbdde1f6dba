// ... existing code ...

  def onlineRatio(devices: Seq[DeviceStatus], now: Instant): Double = {
    // ... existing code ...
    if (devices.isEmpty) 0.0 else online.toDouble / devices.size
  }
}
