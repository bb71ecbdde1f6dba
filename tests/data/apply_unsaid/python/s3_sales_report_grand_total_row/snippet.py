    def write_csv(self, out: Path) -> None:
        regions = self.by_region()
        products = self.by_product()
        grand_total = sum(regions.values(), Decimal(0))
        with out.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["section", "key", "amount"])
            # ... existing code ...
            writer.writerow(["total", "all", f"{grand_total:.2f}"])
