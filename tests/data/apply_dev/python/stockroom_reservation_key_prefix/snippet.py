# ... existing code ...

def reservation_key(warehouse_id: str, sku: str) -> str:
    """Key of the hash that holds open reservations for one SKU in one warehouse."""
    sku = sku.strip().upper()
    return f"stockroom:reserve:{warehouse_id}:{sku}"

# ... existing code ...
