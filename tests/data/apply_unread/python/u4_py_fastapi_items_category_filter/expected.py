from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Item
from app.schemas import ItemCreate, ItemOut, ItemUpdate
from app.security import get_current_user, require_admin

router = APIRouter(prefix="/items", tags=["items"])


def _get_item_or_404(db: Session, item_id: int) -> Item:
    item = db.get(Item, item_id)
    if item is None or item.archived:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Item not found")
    return item


@router.get("/", response_model=list[ItemOut])
def list_items(
    skip: int = 0,
    limit: int = Query(50, le=200),
    category: str | None = Query(None, max_length=50),
    db: Session = Depends(get_db),
):
    query = db.query(Item).filter(Item.archived.is_(False))
    if category is not None:
        query = query.filter(Item.category == category)
    return query.order_by(Item.created_at.desc()).offset(skip).limit(limit).all()


@router.get("/{item_id}", response_model=ItemOut)
def get_item(item_id: int, db: Session = Depends(get_db)):
    return _get_item_or_404(db, item_id)


@router.post("/", response_model=ItemOut, status_code=status.HTTP_201_CREATED)
def create_item(
    payload: ItemCreate,
    db: Session = Depends(get_db),
    user=Depends(get_current_user),
):
    item = Item(**payload.model_dump(), owner_id=user.id)
    db.add(item)
    db.commit()
    db.refresh(item)
    return item


@router.patch("/{item_id}", response_model=ItemOut)
def update_item(
    item_id: int,
    payload: ItemUpdate,
    db: Session = Depends(get_db),
    user=Depends(get_current_user),
):
    item = _get_item_or_404(db, item_id)
    if item.owner_id != user.id and not user.is_admin:
        raise HTTPException(status_code=status.HTTP_403_FORBIDDEN, detail="Not your item")
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(item, field, value)
    db.commit()
    db.refresh(item)
    return item


@router.delete("/{item_id}", status_code=status.HTTP_204_NO_CONTENT)
def archive_item(item_id: int, db: Session = Depends(get_db), _admin=Depends(require_admin)):
    item = _get_item_or_404(db, item_id)
    item.archived = True
    db.commit()
