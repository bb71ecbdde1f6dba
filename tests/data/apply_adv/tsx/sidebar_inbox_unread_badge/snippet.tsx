// ... existing imports ...
import { useCurrentUser } from "@/hooks/useCurrentUser";
import { useUnreadCount } from "@/hooks/useUnreadCount";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";

// ... existing code ...

export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const user = useCurrentUser();
  const unread = useUnreadCount();
  // ... existing code ...
        <NavItem to="/calendar" icon={<CalendarIcon />} label="Calendar" collapsed={collapsed} />
        <NavItem
          to="/inbox"
          icon={<InboxIcon />}
          label="Inbox"
          collapsed={collapsed}
          trailing={unread > 0 ? <Badge variant="secondary">{unread > 99 ? "99+" : unread}</Badge> : null}
        />
        {/* ... remaining nav items ... */}
  // ... existing code ...
}
