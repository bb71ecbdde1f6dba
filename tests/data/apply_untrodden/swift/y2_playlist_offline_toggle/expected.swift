import Combine
import Foundation

@MainActor
final class PlaylistDetailViewModel: ObservableObject {
    @Published private(set) var playlist: Playlist?
    @Published private(set) var isLoading = false
    @Published private(set) var isAvailableOffline = false
    @Published var errorMessage: String?

    private let playlistId: String
    private let api: PlaylistAPI
    private let player: PlaybackController
    private let downloads: DownloadManager

    init(playlistId: String, api: PlaylistAPI, player: PlaybackController, downloads: DownloadManager) {
        self.playlistId = playlistId
        self.api = api
        self.player = player
        self.downloads = downloads
        self.isAvailableOffline = downloads.isPinned(playlistId: playlistId)
    }

    var totalDurationText: String {
        guard let playlist else { return "" }
        let seconds = playlist.tracks.reduce(0) { $0 + $1.durationSeconds }
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: TimeInterval(seconds)) ?? ""
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            playlist = try await api.fetchPlaylist(id: playlistId)
        } catch {
            errorMessage = "Couldn't load this playlist. Pull to try again."
        }
    }

    func play(startingAt index: Int = 0) {
        guard let playlist, playlist.tracks.indices.contains(index) else { return }
        player.enqueue(playlist.tracks, startAt: index, context: .playlist(playlistId))
    }

    func shufflePlay() {
        guard let playlist, !playlist.tracks.isEmpty else { return }
        player.enqueue(playlist.tracks.shuffled(), startAt: 0, context: .playlist(playlistId))
    }

    func toggleOffline() {
        guard let playlist else { return }
        if isAvailableOffline {
            downloads.unpin(playlistId: playlistId)
        } else {
            downloads.pin(playlistId: playlistId, tracks: playlist.tracks)
        }
        isAvailableOffline.toggle()
    }

    func removeTrack(at index: Int) async {
        guard var current = playlist, current.tracks.indices.contains(index) else { return }
        let removed = current.tracks.remove(at: index)
        playlist = current
        do {
            try await api.removeTrack(removed.id, fromPlaylist: playlistId)
        } catch {
            current.tracks.insert(removed, at: index)
            playlist = current
            errorMessage = "Couldn't remove \(removed.title)."
        }
    }
}
