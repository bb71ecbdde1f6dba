import logging
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.auth import current_user
from app.db import get_db
from app.models import Order, OrderStatus, User
from app.schemas import OrderCreate, OrderOut

log = logging.getLogger(__name__)

router = APIRouter(prefix="/orders", tags=["orders"])


def _get_owned_order(db: Session, order_id: int, user: User) -> Order:
    order = db.get(Order, order_id)
    if order is None or order.user_id != user.id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "order not found")
    return order


@router.get("/", response_model=list[OrderOut])
def list_orders(db: Session = Depends(get_db), user: User = Depends(current_user)):
    stmt = select(Order).where(Order.user_id == user.id).order_by(Order.id.desc())
    return db.scalars(stmt).all()


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, db: Session = Depends(get_db), user: User = Depends(current_user)):
    return _get_owned_order(db, order_id, user)


@router.post("/", response_model=OrderOut, status_code=status.HTTP_201_CREATED)
def create_order(body: OrderCreate, db: Session = Depends(get_db), user: User = Depends(current_user)):
    order = Order(user_id=user.id, items=[item.model_dump() for item in body.items], status=OrderStatus.PENDING)
    db.add(order)
    db.commit()
    db.refresh(order)
    log.info("user %s created order %s", user.id, order.id)
    return order


@router.post("/{order_id}/cancel", response_model=OrderOut)
def cancel_order(order_id: int, db: Session = Depends(get_db), user: User = Depends(current_user)):
    order = _get_owned_order(db, order_id, user)
    if order.status in (OrderStatus.SHIPPED, OrderStatus.DELIVERED):
        raise HTTPException(status.HTTP_409_CONFLICT, "order already shipped")
    if order.status == OrderStatus.CANCELLED:
        return order
    order.status = OrderStatus.CANCELLED
    order.cancelled_at = datetime.now(timezone.utc)
    db.commit()
    db.refresh(order)
    log.info("user %s cancelled order %s", user.id, order.id)
    return order


@router.post("/{order_id}/confirm", response_model=OrderOut)
def confirm_order(order_id: int, db: Session = Depends(get_db), user: User = Depends(current_user)):
    order = _get_owned_order(db, order_id, user)
    if order.status != OrderStatus.PENDING:
        raise HTTPException(status.HTTP_409_CONFLICT, "order is not pending")
    order.status = OrderStatus.CONFIRMED
    db.commit()
    db.refresh(order)
    log.info("user %s confirmed order %s", user.id, order.id)
    return order
