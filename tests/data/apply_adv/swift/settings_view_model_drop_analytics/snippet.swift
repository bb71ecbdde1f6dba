    // ... existing code ...

    func toggleNotifications() {
        notificationsEnabled.toggle()
        store.set(notificationsEnabled, forKey: Keys.notifications)
    }

    func toggleDarkMode() {
        darkModeEnabled.toggle()
        store.set(darkModeEnabled, forKey: Keys.darkMode)
    }

    // ... existing code ...
