    public List<KitchenTicket> route(Order order) {
        // ... existing code ...

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

        // ... existing code ...
        LOG.info("Routed order " + order.getId() + " into " + tickets.size() + " tickets"
                + (order.hasAllergyNote() ? " (allergy flagged)" : ""));
        return tickets;
    }
