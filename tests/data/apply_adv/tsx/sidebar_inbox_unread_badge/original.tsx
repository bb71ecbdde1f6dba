import React from "react";
import { NavLink } from "react-router-dom";
import {
  InboxIcon,
  CalendarIcon,
  ChartIcon,
  UsersIcon,
  SettingsIcon,
  ShieldIcon,
} from "@/components/icons";
import { NavItem } from "./NavItem";
import { useCurrentUser } from "@/hooks/useCurrentUser";
import { cn } from "@/lib/utils";

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const user = useCurrentUser();
  const isAdmin = user?.roles.includes("admin") ?? false;

  return (
    <aside className={cn("sidebar", collapsed && "sidebar--collapsed")}>
      <div className="sidebar__brand">
        <NavLink to="/">{collapsed ? "A" : "Acme"}</NavLink>
        <button type="button" className="sidebar__toggle" onClick={onToggle}>
          {collapsed ? "»" : "«"}
        </button>
      </div>

      <nav className="sidebar__section">
        <NavItem to="/calendar" icon={<CalendarIcon />} label="Calendar" collapsed={collapsed} />
        <NavItem to="/inbox" icon={<InboxIcon />} label="Inbox" collapsed={collapsed} />
        <NavItem to="/reports" icon={<ChartIcon />} label="Reports" collapsed={collapsed} />
        <NavItem to="/team" icon={<UsersIcon />} label="Team" collapsed={collapsed} />
      </nav>

      {isAdmin && (
        <nav className="sidebar__section sidebar__section--admin">
          <NavItem to="/admin/users" icon={<UsersIcon />} label="Users" collapsed={collapsed} />
          <NavItem to="/admin/security" icon={<ShieldIcon />} label="Security" collapsed={collapsed} />
        </nav>
      )}

      <div className="sidebar__footer">
        <NavItem to="/settings" icon={<SettingsIcon />} label="Settings" collapsed={collapsed} />
      </div>
    </aside>
  );
}
