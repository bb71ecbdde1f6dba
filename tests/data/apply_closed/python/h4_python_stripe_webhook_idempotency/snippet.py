# ...
from .extensions import db
from .models import Customer, ProcessedEvent, Subscription

# ... rest of the code ...

    handler = HANDLERS.get(event["type"])
    if handler is None:
        return jsonify(status="ignored"), 200

    if db.session.get(ProcessedEvent, event["id"]) is not None:
        log.info("skipping already processed event %s", event["id"])
        return jsonify(status="duplicate"), 200

    handler(event["data"]["object"])
    db.session.add(ProcessedEvent(id=event["id"], type=event["type"]))
    db.session.commit()
    return jsonify(status="ok"), 200
