class SettingsScreen extends StatelessWidget {
  // ... existing code ...

  @override
  Widget build(BuildContext context) {
    // ... existing code ...
          return ListView(
            children: [
              // ... appearance section and push toggle unchanged ...
              SwitchListTile(
                title: const Text('Email digest'),
                value: controller.emailDigest,
                onChanged: controller.setEmailDigest,
              ),
              SwitchListTile(
                title: const Text('Quiet hours'),
                subtitle: const Text('Mute notifications between 22:00 and 07:00'),
                value: controller.quietHours,
                onChanged: controller.pushEnabled ? controller.setQuietHours : null,
              ),
              const _SectionHeader(title: 'About'),
              // ... existing code ...
            ],
          );
    // ... existing code ...
  }

  // ... existing code ...
}
