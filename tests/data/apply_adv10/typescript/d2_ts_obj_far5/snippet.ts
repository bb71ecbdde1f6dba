export default defineConfig({
  plugins: [react()],
  server: {
    host: '0.0.0.0',
    cors: false,
    // ... existing options ...
  },
  // ... existing config ...
});
