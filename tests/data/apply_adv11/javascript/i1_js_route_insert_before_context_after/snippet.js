// ... existing code ...
  {
    method: 'patch',
    path: '/users/:id',
    handler: users.update,
    middleware: [requireAuth],
  },
  {
    method: 'get',
    path: '/health',
    handler: health.check,
    middleware: [],
  },
];
// ... existing code ...
