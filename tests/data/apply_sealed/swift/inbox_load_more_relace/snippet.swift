// ... keep existing code

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

// ... keep existing code
