#[ORM\Column(length: 64, unique: true)]
private string $sku;

#[ORM\Column]
private int $stock = 0;

// ... existing code ...
