import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

// ... existing imports ...

    @Transactional(readOnly = true)
    public List<RegionTotal> revenueByRegion(LocalDate from, LocalDate to) {
        Map<String, BigDecimal> totals = orders.findCompletedBetween(from, to).stream()
                .collect(Collectors.groupingBy(
                        Order::getRegion,
                        Collectors.reducing(BigDecimal.ZERO, Order::getTotal, BigDecimal::add)));
        List<RegionTotal> result = totals.entrySet().stream()
                .map(e -> new RegionTotal(e.getKey(), e.getValue()))
                .sorted(Comparator.comparing(RegionTotal::total).reversed())
                .toList();
        log.debug("revenueByRegion {}..{}: {} regions", from, to, result.size());
        return result;
    }

// ... rest of the class ...
