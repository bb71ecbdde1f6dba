package com.tablesidepos.kitchen.print;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.stream.Collectors;

// ... existing code ...

    private String formatHeader(KitchenTicket ticket) {
        String left = "T" + ticket.tableNumber() + "  #" + ticket.ticketNumber();
        String right = FIRED_AT.format(ticket.firedAt());
        return padBetween(left, right);
    }

    private String formatItem(TicketItem item) {
        // ... existing code ...
    }

// ... existing code ...
