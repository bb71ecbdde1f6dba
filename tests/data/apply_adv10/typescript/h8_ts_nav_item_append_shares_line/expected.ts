import type { NavItem } from "./types";

export const navItems: NavItem[] = [
  {
    label: "Dashboard",
    href: "/dashboard",
    icon: "home",
  },
  {
    label: "Projects",
    href: "/projects",
    icon: "folder",
  },
  {
    label: "Team",
    href: "/team",
    icon: "users",
  },
  {
    label: "Team settings",
    href: "/team/settings",
    icon: "users",
  },
];

export function findNav(href: string): NavItem | undefined {
  return navItems.find((item) => item.href === href);
}
