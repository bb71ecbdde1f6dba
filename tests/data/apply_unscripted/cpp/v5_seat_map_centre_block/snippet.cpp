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
