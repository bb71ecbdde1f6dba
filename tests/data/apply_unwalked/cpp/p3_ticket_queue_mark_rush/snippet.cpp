// ... existing code ...

bool TicketQueue::remove(const std::string& ticket_id) {
    // ... existing code ...
    tickets_.erase(it);
    return true;
}

bool TicketQueue::mark_rush(const std::string& ticket_id) {
    auto it = std::find_if(tickets_.begin(), tickets_.end(),
                           [&](const Ticket& t) { return t.id == ticket_id; });
    if (it == tickets_.end()) {
        return false;
    }
    // Re-insert so the ticket jumps ahead of the non-rush work.
    Ticket ticket = std::move(*it);
    tickets_.erase(it);
    ticket.rush = true;
    push(std::move(ticket));
    return true;
}

void TicketQueue::escalate_stale(std::chrono::steady_clock::time_point now) {
    // ... existing code ...
}

// ... existing code ...
