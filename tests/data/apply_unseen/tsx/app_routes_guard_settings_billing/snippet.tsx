// ... existing code ...
            <Route path="settings" element={<SettingsLayout />}>
              {/* ... */}
              <Route path="billing" element={<RequireRole role="owner"><BillingSettings /></RequireRole>} />
              {/* ... */}
            </Route>
// ... existing code ...
