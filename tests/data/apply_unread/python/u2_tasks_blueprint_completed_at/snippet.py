import logging
from datetime import datetime, timezone

from flask import Blueprint, abort, jsonify, request

# ... existing code ...


@bp.post("/tasks/<int:task_id>/complete")
def complete_task(task_id):
    task = Task.query.get_or_404(task_id)
    if task.done:
        abort(409, description="task already completed")
    task.done = True
    task.completed_at = datetime.now(timezone.utc)
    task.completed_by = request.headers.get("X-User-Id")
    db.session.commit()
    log.info("completed task %s", task.id)
    return jsonify(task_schema.dump(task))


# ... existing code ...
