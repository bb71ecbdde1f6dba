-- ...

CREATE TABLE loans (
    id          INTEGER PRIMARY KEY,
    book_id     INTEGER NOT NULL REFERENCES books (id),
    member_id   INTEGER NOT NULL REFERENCES members (id),
    borrowed_on TEXT    NOT NULL DEFAULT (date('now')),
    due_on      TEXT    NOT NULL,
    returned_on TEXT,
    renewals    INTEGER NOT NULL DEFAULT 0 CHECK (renewals <= 3),
    fine_cents  INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX loans_member_idx ON loans (member_id);
CREATE INDEX loans_open_idx ON loans (book_id) WHERE returned_on IS NULL;
CREATE INDEX loans_due_idx ON loans (due_on) WHERE returned_on IS NULL;

-- ... (rest unchanged) ...
