const routes = [
  // ... existing routes ...
  {
    path: '/projects/:id',
    name: 'project-detail',
    component: () => import('@/views/ProjectDetailView.vue'),
    props: true,
    meta: { requiresAuth: true },
  },
  {
    path: '/projects/:id/board',
    name: 'project-board',
    component: () => import('@/views/ProjectBoardView.vue'),
    props: true,
    meta: { requiresAuth: true },
  },
