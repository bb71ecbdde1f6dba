import 'dart:async';

import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

// ... existing code ...

    if (remaining.inHours >= 24) {
      return 'Embargo: ${DateFormat('EEE d MMM, HH:mm').format(releaseAt.toLocal())}';
    }
// ... existing code ...
