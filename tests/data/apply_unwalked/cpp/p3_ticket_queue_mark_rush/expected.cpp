#include "kitchen/ticket_queue.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace harbor::kitchen {

namespace {

constexpr std::chrono::minutes kRushThreshold{10};

// Rush tickets fire first; otherwise first in, first out.
bool fires_before(const Ticket& a, const Ticket& b) {
    if (a.rush != b.rush) {
        return a.rush;
    }
    return a.received_at < b.received_at;
}

}  // namespace

TicketQueue::TicketQueue(std::string station) : station_(std::move(station)) {}

void TicketQueue::push(Ticket ticket) {
    if (ticket.station != station_) {
        throw std::invalid_argument("ticket " + ticket.id + " belongs to " + ticket.station);
    }
    auto pos = std::upper_bound(tickets_.begin(), tickets_.end(), ticket, fires_before);
    tickets_.insert(pos, std::move(ticket));
}

std::optional<Ticket> TicketQueue::pop() {
    if (tickets_.empty()) {
        return std::nullopt;
    }
    Ticket next = std::move(tickets_.front());
    tickets_.erase(tickets_.begin());
    return next;
}

bool TicketQueue::remove(const std::string& ticket_id) {
    auto it = std::find_if(tickets_.begin(), tickets_.end(),
                           [&](const Ticket& t) { return t.id == ticket_id; });
    if (it == tickets_.end()) {
        return false;
    }
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
    bool changed = false;
    for (auto& ticket : tickets_) {
        if (!ticket.rush && now - ticket.received_at > kRushThreshold) {
            ticket.rush = true;
            changed = true;
        }
    }
    if (changed) {
        std::stable_sort(tickets_.begin(), tickets_.end(), fires_before);
    }
}

std::size_t TicketQueue::size() const {
    return tickets_.size();
}

}  // namespace harbor::kitchen
