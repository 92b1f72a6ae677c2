-- Every callback attempt: at most once, so one row per delivery.
CREATE TABLE deliveries (
    id          INTEGER PRIMARY KEY,
    client_id   TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    request_id  TEXT NOT NULL,
    operation   TEXT NOT NULL,
    host        TEXT NOT NULL,
    status_code INTEGER,
    duration_ms INTEGER NOT NULL,
    outcome     TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed', 'refused', 'dropped')),
    error       TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL
);
CREATE INDEX deliveries_client ON deliveries (client_id, id);
