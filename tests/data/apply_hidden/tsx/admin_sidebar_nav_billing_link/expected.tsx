import React from "react";
import { NavLink } from "react-router-dom";
import {
  HomeIcon,
  ChartBarIcon,
  UsersIcon,
  CreditCardIcon,
  CogIcon,
  LifebuoyIcon,
} from "@heroicons/react/24/outline";
import clsx from "clsx";

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  unreadTickets?: number;
}

function itemClass({ isActive }: { isActive: boolean }) {
  return clsx(
    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
    isActive ? "bg-slate-800 text-white" : "text-slate-300 hover:bg-slate-700 hover:text-white",
  );
}

export function Sidebar({ collapsed, onToggle, unreadTickets = 0 }: SidebarProps) {
  return (
    <aside className={clsx("flex h-full flex-col bg-slate-900", collapsed ? "w-16" : "w-64")}>
      <div className="flex h-14 items-center justify-between px-4">
        {!collapsed && <span className="text-lg font-semibold text-white">Acme Admin</span>}
        <button type="button" onClick={onToggle} className="text-slate-400 hover:text-white">
          {collapsed ? "»" : "«"}
        </button>
      </div>
      <nav className="flex-1 space-y-1 px-2">
        <NavLink to="/" end className={itemClass}>
          <HomeIcon className="h-5 w-5" />
          {!collapsed && <span>Overview</span>}
        </NavLink>
        <NavLink to="/analytics" className={itemClass}>
          <ChartBarIcon className="h-5 w-5" />
          {!collapsed && <span>Analytics</span>}
        </NavLink>
        <NavLink to="/team" className={itemClass}>
          <UsersIcon className="h-5 w-5" />
          {!collapsed && <span>Team</span>}
        </NavLink>
        <NavLink to="/billing" className={itemClass}>
          <CreditCardIcon className="h-5 w-5" />
          {!collapsed && <span>Billing</span>}
        </NavLink>
        <NavLink to="/settings" className={itemClass}>
          <CogIcon className="h-5 w-5" />
          {!collapsed && <span>Settings</span>}
        </NavLink>
      </nav>
      <div className="border-t border-slate-800 p-2">
        <NavLink to="/support" className={itemClass}>
          <LifebuoyIcon className="h-5 w-5" />
          {!collapsed && (
            <span className="flex flex-1 items-center justify-between">
              Support
              {unreadTickets > 0 && (
                <span className="rounded-full bg-rose-500 px-2 text-xs text-white">{unreadTickets}</span>
              )}
            </span>
          )}
        </NavLink>
      </div>
    </aside>
  );
}

export default Sidebar;
