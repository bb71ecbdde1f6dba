// ... existing code ...
      {
        path: 'reports',
        loadComponent: () => import('./pages/reports/reports.component').then((m) => m.ReportsComponent),
        title: 'Reports',
      },
      {
        path: 'settings',
        canActivate: [roleGuard('admin')],
// ... existing code ...
