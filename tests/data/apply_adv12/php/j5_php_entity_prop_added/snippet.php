#[ORM\Column(length: 255)]
private string $name;

#[ORM\Column(length: 2000, nullable: true)]
private ?string $description = null;

// ... existing code ...

public function setName(string $name): static
{
    $this->name = $name;

    return $this;
}

public function getDescription(): ?string
{
    return $this->description;
}

public function setDescription(?string $description): static
{
    $this->description = $description;

    return $this;
}

// ... existing code ...
