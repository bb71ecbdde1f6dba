import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case home
    case search
    case library
    case favorites
    case settings

    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .home:
            return "Home"
        case .search:
            return "Search"
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
        case .home:
            return "house"
        case .search:
            return "magnifyingglass"
        case .library:
            return "books.vertical"
        case .favorites:
            return "heart"
        case .settings:
            return "gearshape"
        }
    }
}

struct RootTabView: View {
    @State private var selection: AppTab = .home
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases) { tab in
                NavigationStack {
                    screen(for: tab)
                }
                .tabItem {
                    Label(tab.title, systemImage: tab.systemImage)
                }
                .tag(tab)
            }
        }
    }

    @ViewBuilder
    private func screen(for tab: AppTab) -> some View {
        switch tab {
        case .home:
            HomeScreen()
        case .search:
            SearchScreen()
        case .library:
            LibraryScreen(userID: session.userID)
        case .favorites:
            FavoritesScreen(userID: session.userID)
        case .settings:
            SettingsScreen()
        }
    }
}

#Preview {
    RootTabView()
        .environmentObject(SessionStore.preview)
}
