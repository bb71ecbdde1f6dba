enum AppTab: String, CaseIterable, Identifiable {
    case home
    case search
    case library
    case favorites
    case settings

    // ...

    var title: LocalizedStringKey {
        switch self {
        // ...
        case .library:
            return "Library"
        case .favorites:
            return "Favorites"
        case .settings:
            return "Settings"
        }
    }

    var systemImage: String {
        switch self {
        // ...
        case .library:
            return "books.vertical"
        case .favorites:
            return "heart"
        case .settings:
            return "gearshape"
        }
    }
}

// ... rest of the code ...

    @ViewBuilder
    private func screen(for tab: AppTab) -> some View {
        switch tab {
        // ...
        case .library:
            LibraryScreen(userID: session.userID)
        case .favorites:
            FavoritesScreen(userID: session.userID)
        case .settings:
            SettingsScreen()
        }
    }

// ... rest of the code ...
