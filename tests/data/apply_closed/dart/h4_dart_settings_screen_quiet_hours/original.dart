import 'package:flutter/material.dart';

import '../state/settings_controller.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key, required this.controller});

  final SettingsController controller;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return Scaffold(
      appBar: AppBar(title: const Text('Settings')),
      body: AnimatedBuilder(
        animation: controller,
        builder: (context, _) {
          return ListView(
            children: [
              const _SectionHeader(title: 'Appearance'),
              SwitchListTile(
                title: const Text('Dark mode'),
                value: controller.darkMode,
                onChanged: controller.setDarkMode,
              ),
              ListTile(
                title: const Text('Text size'),
                subtitle: Text('${(controller.textScale * 100).round()}%'),
                trailing: const Icon(Icons.chevron_right),
                onTap: () => _pickTextScale(context),
              ),
              const _SectionHeader(title: 'Notifications'),
              SwitchListTile(
                title: const Text('Push notifications'),
                value: controller.pushEnabled,
                onChanged: controller.setPushEnabled,
              ),
              SwitchListTile(
                title: const Text('Email digest'),
                value: controller.emailDigest,
                onChanged: controller.setEmailDigest,
              ),
              const _SectionHeader(title: 'About'),
              ListTile(
                title: const Text('Version'),
                subtitle: Text(controller.appVersion, style: theme.textTheme.bodySmall),
              ),
              ListTile(
                title: const Text('Open-source licenses'),
                onTap: () => showLicensePage(context: context),
              ),
            ],
          );
        },
      ),
    );
  }

  Future<void> _pickTextScale(BuildContext context) async {
    final value = await showDialog<double>(
      context: context,
      builder: (context) => SimpleDialog(
        title: const Text('Text size'),
        children: [
          for (final scale in const [0.85, 1.0, 1.15, 1.3])
            SimpleDialogOption(
              onPressed: () => Navigator.pop(context, scale),
              child: Text('${(scale * 100).round()}%'),
            ),
        ],
      ),
    );
    if (value != null) controller.setTextScale(value);
  }
}

class _SectionHeader extends StatelessWidget {
  const _SectionHeader({required this.title});

  final String title;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 24, 16, 8),
      child: Text(
        title.toUpperCase(),
        style: Theme.of(context).textTheme.labelSmall,
      ),
    );
  }
}
