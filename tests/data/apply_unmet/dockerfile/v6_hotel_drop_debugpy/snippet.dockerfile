# ... existing code ...

COPY requirements/base.txt requirements/production.txt ./requirements/
RUN pip install -r requirements/production.txt

COPY . .
RUN python manage.py compilemessages \
    && python manage.py collectstatic --noinput

# ... existing code ...
