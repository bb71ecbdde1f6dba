const NAV_ITEMS: NavItem[] = [
  // ... other items unchanged ...
  {
    label: 'Invoices',
    href: '/billing/invoices',
    icon: <ReceiptIcon />,
    roles: ['admin', 'billing'],
  },
  // ... other items unchanged ...
];
