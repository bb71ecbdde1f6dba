// ... existing code ...
const Settings = lazy(() => import('./pages/Settings'));
const SettingsBilling = lazy(() => import('./pages/SettingsBilling'));
const NotFound = lazy(() => import('./pages/NotFound'));

// ... existing code ...
            <Route path="settings/billing" element={<SettingsBilling />} />
            <Route path="*" element={<NotFound />} />
          </Route>
// ... existing code ...
