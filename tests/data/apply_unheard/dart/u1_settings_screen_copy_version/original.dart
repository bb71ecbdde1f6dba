import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/settings_model.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key, required this.appVersion});

  final String appVersion;

  @override
  Widget build(BuildContext context) {
    final settings = context.watch<SettingsModel>();
    return Scaffold(
      appBar: AppBar(title: const Text('Settings')),
      body: ListView(
        children: [
          const _SectionHeader(title: 'Appearance'),
          SwitchListTile(
            title: const Text('Dark mode'),
            value: settings.darkMode,
            onChanged: settings.setDarkMode,
          ),
          SwitchListTile(
            title: const Text('Use system font size'),
            value: settings.systemFontSize,
            onChanged: settings.setSystemFontSize,
          ),
          const _SectionHeader(title: 'Notifications'),
          SwitchListTile(
            title: const Text('Push notifications'),
            value: settings.pushEnabled,
            onChanged: settings.setPushEnabled,
          ),
          SwitchListTile(
            title: const Text('Weekly digest email'),
            value: settings.digestEnabled,
            onChanged: settings.setDigestEnabled,
          ),
          const _SectionHeader(title: 'About'),
          ListTile(
            title: const Text('Open-source licenses'),
            onTap: () => showLicensePage(context: context),
          ),
          _VersionFooter(version: appVersion),
        ],
      ),
    );
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

class _VersionFooter extends StatelessWidget {
  const _VersionFooter({required this.version});

  final String version;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.symmetric(vertical: 24),
      child: Center(
        child: Text(
          'Version $version',
          style: Theme.of(context).textTheme.bodySmall,
        ),
      ),
    );
  }
}
