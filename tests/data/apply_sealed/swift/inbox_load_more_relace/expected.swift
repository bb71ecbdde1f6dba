import Foundation
import Observation

@Observable
@MainActor
final class InboxViewModel {
    enum LoadState: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    private(set) var messages: [Message] = []
    private(set) var state: LoadState = .idle
    private(set) var unreadCount = 0
    var searchText = ""

    private let service: MessageService
    private var nextCursor: String?
    private var loadTask: Task<Void, Never>?

    init(service: MessageService) {
        self.service = service
    }

    var filteredMessages: [Message] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter {
            $0.subject.localizedCaseInsensitiveContains(searchText)
                || $0.sender.name.localizedCaseInsensitiveContains(searchText)
        }
    }

    func refresh() async {
        loadTask?.cancel()
        state = .loading
        do {
            let page = try await service.fetchInbox(cursor: nil)
            messages = page.messages
            nextCursor = page.nextCursor
            unreadCount = page.unreadCount
            state = .loaded
        } catch is CancellationError {
            return
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func loadMoreIfNeeded(currentItem: Message) {
        guard let cursor = nextCursor,
              state != .loading,
              currentItem.id == messages.last?.id else { return }

        state = .loading
        loadTask = Task {
            do {
                let page = try await service.fetchInbox(cursor: cursor)
                let known = Set(messages.map(\.id))
                messages.append(contentsOf: page.messages.filter { !known.contains($0.id) })
                nextCursor = page.nextCursor
                state = .loaded
            } catch is CancellationError {
                state = .loaded
            } catch {
                state = .failed(error.localizedDescription)
            }
        }
    }

    func markRead(_ message: Message) async {
        guard let index = messages.firstIndex(where: { $0.id == message.id }),
              !messages[index].isRead else { return }

        messages[index].isRead = true
        unreadCount = max(0, unreadCount - 1)
        do {
            try await service.markRead(id: message.id)
        } catch {
            messages[index].isRead = false
            unreadCount += 1
        }
    }

    func archive(_ message: Message) async {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        let removed = messages.remove(at: index)
        do {
            try await service.archive(id: removed.id)
        } catch {
            messages.insert(removed, at: index)
            state = .failed(error.localizedDescription)
        }
    }
}
