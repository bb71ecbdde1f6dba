export const navItems: NavItem[] = [
  // ... existing items ...
  {
    label: "Team settings",
    href: "/team/settings",
    icon: "users",
  },
];
