@Column(nullable = false)
private String name;

@Column(nullable = false)
private String country;

// ... existing code ...
