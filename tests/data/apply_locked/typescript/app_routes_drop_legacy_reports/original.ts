import { Routes } from '@angular/router';

import { authGuard } from './core/auth.guard';
import { roleGuard } from './core/role.guard';
import { ShellComponent } from './layout/shell.component';
import { NotFoundComponent } from './pages/not-found.component';

export const routes: Routes = [
  {
    path: 'login',
    loadComponent: () => import('./pages/login/login.component').then((m) => m.LoginComponent),
    title: 'Sign in',
  },
  {
    path: '',
    component: ShellComponent,
    canActivate: [authGuard],
    children: [
      { path: '', pathMatch: 'full', redirectTo: 'dashboard' },
      {
        path: 'dashboard',
        loadComponent: () =>
          import('./pages/dashboard/dashboard.component').then((m) => m.DashboardComponent),
        title: 'Dashboard',
      },
      {
        path: 'invoices',
        loadChildren: () => import('./pages/invoices/invoices.routes').then((m) => m.INVOICE_ROUTES),
        title: 'Invoices',
      },
      {
        path: 'customers',
        loadChildren: () =>
          import('./pages/customers/customers.routes').then((m) => m.CUSTOMER_ROUTES),
        title: 'Customers',
      },
      {
        path: 'reports',
        loadComponent: () => import('./pages/reports/reports.component').then((m) => m.ReportsComponent),
        title: 'Reports',
      },
      {
        path: 'reports-legacy',
        loadComponent: () =>
          import('./pages/reports-legacy/legacy-reports.component').then((m) => m.LegacyReportsComponent),
        title: 'Reports (classic)',
      },
      {
        path: 'settings',
        canActivate: [roleGuard('admin')],
        loadChildren: () => import('./pages/settings/settings.routes').then((m) => m.SETTINGS_ROUTES),
        title: 'Settings',
      },
    ],
  },
  { path: '**', component: NotFoundComponent, title: 'Not found' },
];
