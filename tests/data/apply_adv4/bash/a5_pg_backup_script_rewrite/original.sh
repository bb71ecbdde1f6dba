#!/bin/bash
# Nightly Postgres backup. Run from cron as the postgres user.

DB_NAME=appdb
BACKUP_DIR=/var/backups/postgres
KEEP_DAYS=7
DATE=`date +%Y-%m-%d`

echo "Starting backup of $DB_NAME at `date`"

if [ ! -d $BACKUP_DIR ]; then
    mkdir -p $BACKUP_DIR
fi

pg_dump $DB_NAME > $BACKUP_DIR/$DB_NAME-$DATE.sql
if [ $? -ne 0 ]; then
    echo "pg_dump failed"
    exit 1
fi

gzip -f $BACKUP_DIR/$DB_NAME-$DATE.sql
if [ $? -ne 0 ]; then
    echo "gzip failed"
    exit 1
fi

SIZE=`du -h $BACKUP_DIR/$DB_NAME-$DATE.sql.gz | cut -f1`
echo "Backup written: $BACKUP_DIR/$DB_NAME-$DATE.sql.gz ($SIZE)"

# remove old backups
for f in `find $BACKUP_DIR -name "$DB_NAME-*.sql.gz" -mtime +$KEEP_DAYS`; do
    echo "Removing old backup $f"
    rm -f $f
done

if [ -n "$S3_BUCKET" ]; then
    aws s3 cp $BACKUP_DIR/$DB_NAME-$DATE.sql.gz s3://$S3_BUCKET/postgres/
fi

echo "Done at `date`"
exit 0
