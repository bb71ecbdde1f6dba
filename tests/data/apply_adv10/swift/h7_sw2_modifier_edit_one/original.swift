import SwiftUI

struct ProfileView: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(model.name)
                .font(.title)
                .bold()
            Text(model.email)
                .font(.subheadline)
                .foregroundColor(.secondary)
            Divider()
            Button("Sign out") {
                model.signOut()
            }
            .foregroundColor(.red)
        }
        .padding()
    }
}
