#include "seat_map.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace theatre {

SeatMap::SeatMap(std::vector<Row> rows) : rows_(std::move(rows)) {}

Seat& SeatMap::at(const std::string& rowLabel, int number) {
    for (auto& row : rows_) {
        if (row.label != rowLabel) {
            continue;
        }
        for (auto& seat : row.seats) {
            if (seat.number == number) {
                return seat;
            }
        }
    }
    throw std::out_of_range("no seat " + rowLabel + std::to_string(number));
}

int SeatMap::availableCount() const {
    int count = 0;
    for (const auto& row : rows_) {
        count += static_cast<int>(std::count_if(row.seats.begin(), row.seats.end(),
            [](const Seat& s) { return s.status == SeatStatus::Available; }));
    }
    return count;
}

int SeatMap::soldCount() const {
    int count = 0;
    for (const auto& row : rows_) {
        count += static_cast<int>(std::count_if(row.seats.begin(), row.seats.end(),
            [](const Seat& s) { return s.status == SeatStatus::Sold; }));
    }
    return count;
}

// Find `size` adjacent available seats in one row, scanning rows front to back.
// Within a row, prefer the block whose middle is closest to the centre of the row.
std::optional<SeatBlock> SeatMap::findBestBlock(int size) const {
    for (const auto& row : rows_) {
        const double centre = (static_cast<double>(row.seats.size()) - 1.0) / 2.0;
        std::optional<SeatBlock> best;
        double bestDistance = 0.0;
        int run = 0;
        for (std::size_t i = 0; i < row.seats.size(); ++i) {
            if (row.seats[i].status == SeatStatus::Available && !row.seats[i].restrictedView) {
                ++run;
                if (run >= size) {
                    const double middle = static_cast<double>(i) - (size - 1) / 2.0;
                    const double distance = std::abs(middle - centre);
                    if (!best || distance < bestDistance) {
                        best = SeatBlock{row.label, row.seats[i + 1 - size].number, row.seats[i].number};
                        bestDistance = distance;
                    }
                }
            } else {
                run = 0;
            }
        }
        if (best) {
            return best;
        }
    }
    return std::nullopt;
}

void SeatMap::hold(const SeatBlock& block) {
    for (int n = block.first; n <= block.last; ++n) {
        Seat& seat = at(block.row, n);
        if (seat.status != SeatStatus::Available) {
            throw std::logic_error("seat " + block.row + std::to_string(n) + " is not available");
        }
        seat.status = SeatStatus::Held;
    }
}

void SeatMap::release(const SeatBlock& block) {
    for (int n = block.first; n <= block.last; ++n) {
        Seat& seat = at(block.row, n);
        if (seat.status == SeatStatus::Held) {
            seat.status = SeatStatus::Available;
        }
    }
}

}  // namespace theatre
