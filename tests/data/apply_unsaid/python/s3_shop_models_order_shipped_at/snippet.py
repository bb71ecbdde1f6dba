# ... imports, Customer and Product models unchanged ...


class Order(models.Model):
    # ... Status choices as before ...

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING, db_index=True)
    created_at = models.DateTimeField(default=timezone.now)
    shipped_at = models.DateTimeField(null=True, blank=True)

    # ... Meta, __str__ and total unchanged ...

    def mark_shipped(self) -> None:
        self.status = self.Status.SHIPPED
        self.shipped_at = timezone.now()
        self.save(update_fields=["status", "shipped_at"])


# ... OrderLine unchanged ...
