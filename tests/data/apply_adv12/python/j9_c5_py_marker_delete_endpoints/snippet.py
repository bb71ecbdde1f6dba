# ... existing code ...


@router.get("/", response_model=list[TodoOut])
def list_todos(done: bool | None = None, db: Session = Depends(get_session)):
    query = db.query(Todo)
    if done is not None:
        query = query.filter(Todo.done == done)
    return query.order_by(Todo.created_at.desc()).all()


# ... create, update and delete endpoints ...
