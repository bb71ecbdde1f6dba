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


# ... rest of the code ...
