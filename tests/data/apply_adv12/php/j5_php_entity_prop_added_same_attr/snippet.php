#[ORM\Column(length: 255)]
private string $title;

#[ORM\Column(length: 255)]
private string $slug;

// ... existing code ...
