import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/settings_model.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final settings = context.watch<SettingsModel>();

    return Scaffold(
      appBar: AppBar(title: const Text('Settings')),
      body: ListView(
        children: [
          const _SectionHeader('Appearance'),
          SwitchListTile(
            title: const Text('Dark mode'),
            value: settings.darkMode,
            onChanged: settings.setDarkMode,
          ),
          ListTile(
            title: const Text('Text size'),
            subtitle: Text('${(settings.textScale * 100).round()}%'),
            onTap: () => _pickTextScale(context, settings),
          ),
          const Divider(),
          const _SectionHeader('Notifications'),
          SwitchListTile(
            title: const Text('Push notifications'),
            value: settings.pushEnabled,
            onChanged: settings.setPushEnabled,
          ),
          SwitchListTile(
            title: const Text('Sound'),
            value: settings.soundEnabled,
            onChanged: settings.pushEnabled ? settings.setSoundEnabled : null,
          ),
          const Divider(),
          const _SectionHeader('About'),
          ListTile(
            title: const Text('Version'),
            subtitle: Text(settings.appVersion),
          ),
        ],
      ),
    );
  }

  Future<void> _pickTextScale(BuildContext context, SettingsModel settings) async {
    final picked = await showDialog<double>(
      context: context,
      builder: (context) => SimpleDialog(
        title: const Text('Text size'),
        children: [
          for (final scale in const [0.9, 1.0, 1.15, 1.3])
            SimpleDialogOption(
              onPressed: () => Navigator.pop(context, scale),
              child: Text('${(scale * 100).round()}%'),
            ),
        ],
      ),
    );
    if (picked != null) {
      settings.setTextScale(picked);
    }
  }
}

class _SectionHeader extends StatelessWidget {
  const _SectionHeader(this.label);

  final String label;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 24, 16, 8),
      child: Text(label, style: Theme.of(context).textTheme.titleSmall),
    );
  }
}
