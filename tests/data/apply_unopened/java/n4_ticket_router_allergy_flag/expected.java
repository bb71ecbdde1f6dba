package com.tablebite.kitchen;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

import com.tablebite.pos.Order;
import com.tablebite.pos.OrderLine;

/**
 * Splits a point-of-sale order into one ticket per kitchen station and sends
 * each ticket to the station's printer / display.
 */
public class KitchenTicketRouter {

    private static final Logger LOG = Logger.getLogger(KitchenTicketRouter.class.getName());

    private final StationDirectory stations;
    private final TicketPrinter printer;
    private final Clock clock;

    public KitchenTicketRouter(StationDirectory stations, TicketPrinter printer, Clock clock) {
        this.stations = stations;
        this.printer = printer;
        this.clock = clock;
    }

    public List<KitchenTicket> route(Order order) {
        if (order.getLines().isEmpty()) {
            LOG.warning("Order " + order.getId() + " has no lines, nothing to route");
            return List.of();
        }

        // Group lines by the station that prepares them (grill, fryer, cold line, ...)
        Map<Station, List<OrderLine>> byStation = new EnumMap<>(Station.class);
        for (OrderLine line : order.getLines()) {
            Station station = stations.stationFor(line.getMenuItemId());
            byStation.computeIfAbsent(station, s -> new ArrayList<>()).add(line);
        }

        Instant firedAt = clock.instant();
        List<KitchenTicket> tickets = new ArrayList<>();
        for (Map.Entry<Station, List<OrderLine>> entry : byStation.entrySet()) {
            KitchenTicket ticket = new KitchenTicket(
                    order.getId(),
                    order.getTableNumber(),
                    entry.getKey(),
                    entry.getValue(),
                    firedAt);
            if (order.hasAllergyNote()) {
                // Allergy notes must be visible on every station's ticket, not just expo
                ticket = ticket.withAllergyNote(order.getAllergyNote());
            }
            tickets.add(ticket);
        }

        for (KitchenTicket ticket : tickets) {
            printer.print(ticket);
        }
        LOG.info("Routed order " + order.getId() + " into " + tickets.size() + " tickets"
                + (order.hasAllergyNote() ? " (allergy flagged)" : ""));
        return tickets;
    }

    public KitchenTicket reprint(KitchenTicket ticket) {
        KitchenTicket copy = ticket.withReprintFlag(true);
        printer.print(copy);
        LOG.info("Reprinted ticket " + ticket.getId() + " for order " + ticket.getOrderId());
        return copy;
    }

    public List<KitchenTicket> rushAll(List<KitchenTicket> tickets) {
        List<KitchenTicket> rushed = new ArrayList<>();
        for (KitchenTicket ticket : tickets) {
            KitchenTicket copy = ticket.withPriority(Priority.RUSH);
            printer.print(copy);
            rushed.add(copy);
        }
        LOG.info("Rushed " + rushed.size() + " tickets");
        return rushed;
    }
}
