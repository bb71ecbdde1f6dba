          SwitchListTile(
            title: const Text('Sound'),
            value: settings.soundEnabled,
            onChanged: settings.pushEnabled ? settings.setSoundEnabled : null,
          ),
          SwitchListTile(
            title: const Text('Vibrate'),
            value: settings.hapticsEnabled,
            onChanged: settings.pushEnabled ? settings.setHapticsEnabled : null,
          ),
          const Divider(),
          const _SectionHeader('About'),
