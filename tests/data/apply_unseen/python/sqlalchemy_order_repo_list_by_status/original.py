from __future__ import annotations

from datetime import datetime
from typing import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from shop.models import Customer, Order


class OrderRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, order_id: int) -> Order | None:
        return self.session.get(Order, order_id)

    def add(self, order: Order) -> Order:
        self.session.add(order)
        self.session.flush()
        return order

    def list_for_customer(self, customer_id: int, limit: int = 50) -> Sequence[Order]:
        stmt = (
            select(Order)
            .where(Order.customer_id == customer_id)
            .order_by(Order.created_at.desc())
            .limit(limit)
        )
        return self.session.scalars(stmt).all()

    def list_created_between(self, start: datetime, end: datetime) -> Sequence[Order]:
        stmt = (
            select(Order)
            .where(Order.created_at >= start, Order.created_at < end)
            .order_by(Order.created_at)
        )
        return self.session.scalars(stmt).all()

    def delete(self, order: Order) -> None:
        self.session.delete(order)


class CustomerRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, customer_id: int) -> Customer | None:
        return self.session.get(Customer, customer_id)

    def get_by_email(self, email: str) -> Customer | None:
        stmt = select(Customer).where(Customer.email == email.lower())
        return self.session.scalars(stmt).first()

    def add(self, customer: Customer) -> Customer:
        self.session.add(customer)
        self.session.flush()
        return customer

    def list_recent(self, limit: int = 50) -> Sequence[Customer]:
        stmt = select(Customer).order_by(Customer.created_at.desc()).limit(limit)
        return self.session.scalars(stmt).all()

    def delete(self, customer: Customer) -> None:
        self.session.delete(customer)
