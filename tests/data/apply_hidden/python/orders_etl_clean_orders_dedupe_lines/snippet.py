def clean_orders(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    # ... existing code ...
    df = df[df["quantity"] > 0]
    df = df.drop_duplicates(subset=["order_id", "sku"], keep="last")
    df["total"] = (df["quantity"] * df["unit_price"]).round(2)
    return df
