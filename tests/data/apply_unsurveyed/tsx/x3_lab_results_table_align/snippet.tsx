// ... existing code ...

  {
    key: 'range',
    header: 'Reference range',
    align: 'center',
    // ... existing code ...
  },

// ... existing code ...
