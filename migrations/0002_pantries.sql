-- Pantries belong to one client; their items are what generate cooks from.
CREATE TABLE pantries (
    id         INTEGER PRIMARY KEY,
    client_id  TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX pantries_client ON pantries (client_id);

CREATE TABLE pantry_items (
    id         INTEGER PRIMARY KEY,
    pantry_id  INTEGER NOT NULL REFERENCES pantries (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    quantity   REAL,
    unit       TEXT NOT NULL DEFAULT '',
    category   TEXT NOT NULL,
    expires_on TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX pantry_items_pantry ON pantry_items (pantry_id);
