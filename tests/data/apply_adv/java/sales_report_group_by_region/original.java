package com.acme.analytics.reports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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
        List<RegionTotal> result = new ArrayList<>();
        for (Order order : orders.findCompletedBetween(from, to)) {
            RegionTotal match = null;
            for (RegionTotal rt : result) {
                if (rt.region().equals(order.getRegion())) {
                    match = rt;
                    break;
                }
            }
            if (match == null) {
                result.add(new RegionTotal(order.getRegion(), order.getTotal()));
            } else {
                result.remove(match);
                result.add(new RegionTotal(match.region(), match.total().add(order.getTotal())));
            }
        }
        result.sort(Comparator.comparing(RegionTotal::total).reversed());
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
