"""Cleaning steps for the nightly orders ETL."""

import pandas as pd

CURRENCIES = {"EUR", "USD", "GBP"}


def clean_customers(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df.columns = [c.strip().lower() for c in df.columns]
    df["customer_id"] = df["customer_id"].astype(str).str.strip()
    df["email"] = df["email"].str.strip().str.lower()
    df["country"] = df["country"].str.upper().fillna("XX")
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df = df.dropna(subset=["customer_id", "email"])
    df = df.drop_duplicates(subset="customer_id", keep="last")
    return df


def clean_products(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df.columns = [c.strip().lower() for c in df.columns]
    df["sku"] = df["sku"].astype(str).str.strip().str.upper()
    df["name"] = df["name"].str.strip()
    df["unit_price"] = pd.to_numeric(df["unit_price"], errors="coerce")
    df = df.dropna(subset=["sku", "unit_price"])
    df = df[df["unit_price"] >= 0]
    return df


def clean_orders(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df.columns = [c.strip().lower() for c in df.columns]
    df["order_id"] = df["order_id"].astype(str).str.strip()
    df["customer_id"] = df["customer_id"].astype(str).str.strip()
    df["sku"] = df["sku"].astype(str).str.strip().str.upper()
    df["currency"] = df["currency"].str.upper()
    df = df[df["currency"].isin(CURRENCIES)]
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df["quantity"] = pd.to_numeric(df["quantity"], errors="coerce").fillna(0).astype(int)
    df = df.dropna(subset=["order_id", "customer_id"])
    df = df[df["quantity"] > 0]
    df["total"] = df["quantity"] * df["unit_price"]
    return df


def join_orders(orders: pd.DataFrame, customers: pd.DataFrame, products: pd.DataFrame) -> pd.DataFrame:
    merged = orders.merge(customers, on="customer_id", how="left", suffixes=("", "_customer"))
    merged = merged.merge(products, on="sku", how="left", suffixes=("", "_product"))
    missing = merged["name"].isna().sum()
    if missing:
        print(f"warning: {missing} order lines reference unknown SKUs")
    return merged
