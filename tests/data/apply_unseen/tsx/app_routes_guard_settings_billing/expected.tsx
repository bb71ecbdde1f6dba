import { lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom";

import { AppShell } from "./layout/AppShell";
import { RequireAuth } from "./auth/RequireAuth";
import { RequireRole } from "./auth/RequireRole";
import { PageSpinner } from "./components/PageSpinner";

const Dashboard = lazy(() => import("./pages/Dashboard"));
const Projects = lazy(() => import("./pages/projects/Projects"));
const ProjectDetail = lazy(() => import("./pages/projects/ProjectDetail"));
const SettingsLayout = lazy(() => import("./pages/settings/SettingsLayout"));
const ProfileSettings = lazy(() => import("./pages/settings/ProfileSettings"));
const TeamSettings = lazy(() => import("./pages/settings/TeamSettings"));
const BillingSettings = lazy(() => import("./pages/settings/BillingSettings"));
const ApiKeySettings = lazy(() => import("./pages/settings/ApiKeySettings"));
const AdminLayout = lazy(() => import("./pages/admin/AdminLayout"));
const AdminOrgs = lazy(() => import("./pages/admin/AdminOrgs"));
const AdminBilling = lazy(() => import("./pages/admin/AdminBilling"));
const Login = lazy(() => import("./pages/Login"));
const NotFound = lazy(() => import("./pages/NotFound"));

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route
            element={
              <RequireAuth>
                <AppShell />
              </RequireAuth>
            }
          >
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="dashboard" element={<Dashboard />} />
            <Route path="projects" element={<Projects />} />
            <Route path="projects/:projectId" element={<ProjectDetail />} />
            <Route path="settings" element={<SettingsLayout />}>
              <Route index element={<Navigate to="profile" replace />} />
              <Route path="profile" element={<ProfileSettings />} />
              <Route path="team" element={<TeamSettings />} />
              <Route path="billing" element={<RequireRole role="owner"><BillingSettings /></RequireRole>} />
              <Route path="api-keys" element={<ApiKeySettings />} />
            </Route>
            <Route
              path="admin"
              element={
                <RequireRole role="admin">
                  <AdminLayout />
                </RequireRole>
              }
            >
              <Route path="orgs" element={<AdminOrgs />} />
              <Route path="billing" element={<AdminBilling />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
