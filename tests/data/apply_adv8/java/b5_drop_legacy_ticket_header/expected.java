package com.tablesidepos.kitchen.print;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.stream.Collectors;

import com.tablesidepos.kitchen.KitchenTicket;
import com.tablesidepos.kitchen.TicketItem;
import com.tablesidepos.kitchen.Modifier;

public final class KitchenTicketFormatter {

    private static final int LINE_WIDTH = 42;
    private static final DateTimeFormatter FIRED_AT =
            DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneId.systemDefault());

    private final boolean showSeatNumbers;

    public KitchenTicketFormatter(boolean showSeatNumbers) {
        this.showSeatNumbers = showSeatNumbers;
    }

    public String format(KitchenTicket ticket) {
        StringBuilder sb = new StringBuilder();
        sb.append(formatHeader(ticket)).append('\n');
        sb.append(formatAllergyBanner(ticket));
        for (TicketItem item : ticket.items()) {
            sb.append(formatItem(item)).append('\n');
            sb.append(formatModifiers(item.modifiers()));
        }
        sb.append("-".repeat(LINE_WIDTH)).append('\n');
        return sb.toString();
    }

    private String formatHeader(KitchenTicket ticket) {
        String left = "T" + ticket.tableNumber() + "  #" + ticket.ticketNumber();
        String right = FIRED_AT.format(ticket.firedAt());
        return padBetween(left, right);
    }

    private String formatItem(TicketItem item) {
        String seat = showSeatNumbers && item.seat() > 0 ? " (S" + item.seat() + ")" : "";
        return item.quantity() + "x " + item.name().toUpperCase() + seat;
    }

    private String formatModifiers(List<Modifier> modifiers) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : modifiers) {
            sb.append("   ").append(m.isRemoval() ? "NO " : "+ ").append(m.label()).append('\n');
        }
        return sb.toString();
    }

    private String formatAllergyBanner(KitchenTicket ticket) {
        if (ticket.allergies().isEmpty()) {
            return "";
        }
        String allergens = ticket.allergies().stream()
                .map(String::toUpperCase)
                .collect(Collectors.joining(", "));
        return "*** ALLERGY: " + allergens + " ***\n";
    }

    private static String padBetween(String left, String right) {
        int gap = Math.max(1, LINE_WIDTH - left.length() - right.length());
        return left + " ".repeat(gap) + right;
    }
}
