import { requireAuth } from './middleware/auth.js';
import * as users from './controllers/users.js';
import * as health from './controllers/health.js';

export const routes = [
  {
    method: 'get',
    path: '/users',
    handler: users.list,
    middleware: [requireAuth],
  },
  {
    method: 'post',
    path: '/users',
    handler: users.create,
    middleware: [requireAuth],
  },
  {
    method: 'get',
    path: '/users/:id',
    handler: users.show,
    middleware: [requireAuth],
  },
  {
    method: 'get',
    path: '/health',
    handler: health.check,
    middleware: [],
  },
];

export function mount(app) {
  for (const route of routes) {
    app[route.method](route.path, ...route.middleware, route.handler);
  }
}
