import SwiftUI

struct OfflineBanner: View {
    let isOffline: Bool
    var message: String = "You're offline"

    var body: some View {
        if isOffline {
            HStack(spacing: 8) {
                Image(systemName: "wifi.slash")
                    .font(.subheadline.weight(.semibold))
                Text(message)
                    .font(.subheadline)
                    .lineLimit(1)
                Spacer()
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Color.orange)
            .accessibilityElement(children: .combine)
            .accessibilityLabel(Text(message))
        }
    }
}

extension View {
    func offlineBanner(_ isOffline: Bool, message: String = "You're offline") -> some View {
        VStack(spacing: 0) {
            OfflineBanner(isOffline: isOffline, message: message)
            self
        }
    }
}

struct OfflineBanner_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 0) {
            OfflineBanner(isOffline: true)
            OfflineBanner(isOffline: true, message: "Changes will sync when you reconnect")
            Spacer()
        }
    }
}
