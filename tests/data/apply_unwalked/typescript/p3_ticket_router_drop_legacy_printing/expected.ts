import { EventEmitter } from "events";
import type { OrderLine, Station, Ticket } from "./models";
import { printerFor } from "./printers";

const MAX_LINE_WIDTH = 42;
const RUSH_PREFIX = "!! RUSH !!";

export class TicketRouter extends EventEmitter {
  private readonly openTickets = new Map<string, Ticket>();

  constructor(private readonly stations: Station[]) {
    super();
  }

  route(ticket: Ticket): void {
    this.openTickets.set(ticket.id, ticket);
    for (const station of this.stations) {
      const lines = ticket.lines.filter((line) => line.station === station.code);
      if (lines.length === 0) {
        continue;
      }
      const printer = printerFor(station);
      const header = ticket.rush ? `${RUSH_PREFIX} #${ticket.number}` : `#${ticket.number}`;
      printer.print(header);
      for (const line of lines) {
        printer.print(formatTicketLine(line));
      }
      this.emit("routed", { ticketId: ticket.id, station: station.code });
    }
  }

  bump(ticketId: string): boolean {
    const ticket = this.openTickets.get(ticketId);
    if (!ticket) {
      return false;
    }
    this.openTickets.delete(ticketId);
    this.emit("bumped", { ticketId, elapsedMs: Date.now() - ticket.createdAt });
    return true;
  }

  openCount(): number {
    return this.openTickets.size;
  }
}

export function formatTicketLine(line: OrderLine): string {
  const qty = `${line.quantity}x`.padEnd(4);
  const mods = line.modifiers.length ? ` (${line.modifiers.join(", ")})` : "";
  return truncate(`${qty}${line.itemName}${mods}`);
}

function truncate(text: string): string {
  return text.length > MAX_LINE_WIDTH ? `${text.slice(0, MAX_LINE_WIDTH - 1)}~` : text;
}
