// ... existing code ...

export class TicketRouter extends EventEmitter {
  private readonly openTickets = new Map<string, Ticket>();

  constructor(private readonly stations: Station[]) {
    super();
  }

  // ... removed enableLegacyPrinting() ...

  route(ticket: Ticket): void {
    // ... existing code ...
      printer.print(header);
      for (const line of lines) {
        printer.print(formatTicketLine(line));
      }
      this.emit("routed", { ticketId: ticket.id, station: station.code });
    }
  }

  // ... existing code ...
}

export function formatTicketLine(line: OrderLine): string {
  // ... existing code ...
}

// ... removed formatLegacyPrinterLine() (the old Epson printers are retired) ...

function truncate(text: string): string {
  return text.length > MAX_LINE_WIDTH ? `${text.slice(0, MAX_LINE_WIDTH - 1)}~` : text;
}
