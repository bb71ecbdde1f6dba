-- ... existing code ...
  {
    code = "NEUTER_F",
    label = "Spay",
    duration = 90,
    species = { "canine", "feline", "rabbit" },
    online_bookable = false,
    deposit = 75,
  },
  {
    code = "NEUTER_M",
    label = "Castration",
    duration = 45,
    species = { "canine", "feline", "rabbit" },
    online_bookable = false,
    deposit = 50,
  },
}

-- ... existing code ...
