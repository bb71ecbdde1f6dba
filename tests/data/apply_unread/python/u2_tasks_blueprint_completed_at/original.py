import logging

from flask import Blueprint, abort, jsonify, request

from .extensions import db
from .models import Project, Task
from .schemas import TaskSchema

log = logging.getLogger(__name__)

bp = Blueprint("tasks", __name__, url_prefix="/api")
task_schema = TaskSchema()
tasks_schema = TaskSchema(many=True)


@bp.get("/projects/<int:project_id>/tasks")
def list_tasks(project_id):
    project = Project.query.get_or_404(project_id)
    query = Task.query.filter_by(project_id=project.id)
    if request.args.get("open") == "1":
        query = query.filter(Task.done.is_(False))
    return jsonify(tasks_schema.dump(query.order_by(Task.position).all()))


@bp.post("/projects/<int:project_id>/tasks")
def create_task(project_id):
    project = Project.query.get_or_404(project_id)
    data = task_schema.load(request.get_json() or {})
    task = Task(project_id=project.id, **data)
    db.session.add(task)
    db.session.commit()
    log.info("created task %s in project %s", task.id, project.id)
    return jsonify(task_schema.dump(task)), 201


@bp.patch("/tasks/<int:task_id>")
def update_task(task_id):
    task = Task.query.get_or_404(task_id)
    data = task_schema.load(request.get_json() or {}, partial=True)
    for key, value in data.items():
        setattr(task, key, value)
    db.session.commit()
    return jsonify(task_schema.dump(task))


@bp.post("/tasks/<int:task_id>/complete")
def complete_task(task_id):
    task = Task.query.get_or_404(task_id)
    if task.done:
        abort(409, description="task already completed")
    task.done = True
    db.session.commit()
    log.info("completed task %s", task.id)
    return jsonify(task_schema.dump(task))


@bp.delete("/tasks/<int:task_id>")
def delete_task(task_id):
    task = Task.query.get_or_404(task_id)
    db.session.delete(task)
    db.session.commit()
    return "", 204
