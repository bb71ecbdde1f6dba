// ... existing code ...
  module: {
    rules: [
      // ... existing rules ...
      // removed: the coffee-loader rule for the old .coffee files
    ],
  },
  resolve: {
    extensions: ['.js', '.jsx', '.json'],
    // ... existing code ...
