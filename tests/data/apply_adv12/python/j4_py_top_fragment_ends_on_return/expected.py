import csv
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Sale:
    region: str
    product: str
    amount: Decimal


def load_sales(path):
    sales = []
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if not row["amount"].strip():
                continue
            sales.append(Sale(row["region"], row["product"], Decimal(row["amount"])))
    return sales


def totals_by_region(sales):
    totals = {}
    for sale in sales:
        totals[sale.region] = totals.get(sale.region, Decimal(0)) + sale.amount
    return totals
