          // ... existing code ...
          SwitchListTile(
            secondary: const Icon(Icons.dark_mode_outlined),
            title: const Text('Dark mode'),
            value: settings.darkMode,
            onChanged: controller.setDarkMode,
          ),
          SwitchListTile(
            secondary: const Icon(Icons.notifications_outlined),
            title: const Text('Push notifications'),
            value: settings.pushEnabled,
            onChanged: controller.setPushEnabled,
          ),
          // ... existing code ...
