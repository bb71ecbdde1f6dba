import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:provider/provider.dart';

// ... existing code ...

      child: Center(
        child: GestureDetector(
          onLongPress: () => Clipboard.setData(ClipboardData(text: version)),
          child: Text(
            'Version $version',
            style: Theme.of(context).textTheme.bodySmall,
          ),
        ),
      ),
    );
  }
}
