import { NavLink } from 'react-router-dom';
import type { ReactNode } from 'react';

import {
  ChartIcon,
  CreditCardIcon,
  HomeIcon,
  ReceiptIcon,
  SettingsIcon,
  UsersIcon,
} from './icons';
import { useSession } from '../auth/useSession';
import type { Role } from '../auth/roles';

type NavItem = {
  label: string;
  href: string;
  icon: ReactNode;
  roles: Role[];
};

const NAV_ITEMS: NavItem[] = [
  {
    label: 'Dashboard',
    href: '/dashboard',
    icon: <HomeIcon />,
    roles: ['admin', 'member', 'billing'],
  },
  {
    label: 'Reports',
    href: '/reports',
    icon: <ChartIcon />,
    roles: ['admin', 'member'],
  },
  {
    label: 'Invoices',
    href: '/billing/invoices',
    icon: <ReceiptIcon />,
    roles: ['admin', 'billing'],
  },
  {
    label: 'Payments',
    href: '/payments',
    icon: <CreditCardIcon />,
    roles: ['admin', 'billing'],
  },
  {
    label: 'Credit notes',
    href: '/credit-notes',
    icon: <ReceiptIcon />,
    roles: ['admin', 'billing'],
  },
  {
    label: 'Team',
    href: '/team',
    icon: <UsersIcon />,
    roles: ['admin'],
  },
  {
    label: 'Settings',
    href: '/settings',
    icon: <SettingsIcon />,
    roles: ['admin', 'member', 'billing'],
  },
];

export function Sidebar({ collapsed = false }: { collapsed?: boolean }) {
  const { user } = useSession();
  const items = NAV_ITEMS.filter((item) => user && item.roles.includes(user.role));

  return (
    <nav className={collapsed ? 'sidebar sidebar--collapsed' : 'sidebar'} aria-label="Main">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              className={({ isActive }) => (isActive ? 'sidebar__link is-active' : 'sidebar__link')}
              title={collapsed ? item.label : undefined}
            >
              {item.icon}
              {!collapsed && <span>{item.label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
