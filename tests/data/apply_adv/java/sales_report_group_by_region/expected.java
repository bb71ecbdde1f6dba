package com.acme.analytics.reports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.analytics.orders.Order;
import com.acme.analytics.orders.OrderRepository;

@Service
public class SalesReportService {

    private static final Logger log = LoggerFactory.getLogger(SalesReportService.class);

    private final OrderRepository orders;

    public SalesReportService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public BigDecimal totalRevenue(LocalDate from, LocalDate to) {
        BigDecimal total = BigDecimal.ZERO;
        for (Order order : orders.findCompletedBetween(from, to)) {
            total = total.add(order.getTotal());
        }
        return total;
    }

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

    @Transactional(readOnly = true)
    public List<Order> largestOrders(LocalDate from, LocalDate to, int limit) {
        List<Order> completed = new ArrayList<>(orders.findCompletedBetween(from, to));
        completed.sort(Comparator.comparing(Order::getTotal).reversed());
        return completed.subList(0, Math.min(limit, completed.size()));
    }

    public record RegionTotal(String region, BigDecimal total) {
    }
}
