import { createRouter, createWebHistory } from 'vue-router'
import { useAuthStore } from '@/stores/auth'

import HomeView from '@/views/HomeView.vue'
import LoginView from '@/views/LoginView.vue'

const routes = [
  {
    path: '/',
    name: 'home',
    component: HomeView,
  },
  {
    path: '/login',
    name: 'login',
    component: LoginView,
    meta: { guestOnly: true },
  },
  {
    path: '/projects',
    name: 'projects',
    component: () => import('@/views/ProjectListView.vue'),
    meta: { requiresAuth: true },
  },
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
  {
    path: '/projects/:id/settings',
    name: 'project-settings',
    component: () => import('@/views/ProjectSettingsView.vue'),
    props: true,
    meta: { requiresAuth: true, requiresRole: 'owner' },
  },
  {
    path: '/settings',
    component: () => import('@/views/SettingsLayout.vue'),
    meta: { requiresAuth: true },
    children: [
      { path: '', name: 'settings', redirect: { name: 'settings-profile' } },
      { path: 'profile', name: 'settings-profile', component: () => import('@/views/settings/ProfileView.vue') },
      { path: 'security', name: 'settings-security', component: () => import('@/views/settings/SecurityView.vue') },
      { path: 'billing', name: 'settings-billing', component: () => import('@/views/settings/BillingView.vue') },
    ],
  },
  {
    path: '/:pathMatch(.*)*',
    name: 'not-found',
    component: () => import('@/views/NotFoundView.vue'),
  },
]

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes,
  scrollBehavior(to, from, savedPosition) {
    return savedPosition ?? { top: 0 }
  },
})

router.beforeEach((to) => {
  const auth = useAuthStore()
  if (to.meta.requiresAuth && !auth.isLoggedIn) {
    return { name: 'login', query: { redirect: to.fullPath } }
  }
  if (to.meta.guestOnly && auth.isLoggedIn) {
    return { name: 'home' }
  }
  if (to.meta.requiresRole && !auth.hasRole(to.meta.requiresRole)) {
    return { name: 'projects' }
  }
  return true
})

export default router
