-- Tiers: the names are fixed, the numbers are the operator's. 0 means "none".
CREATE TABLE tiers (
    name       TEXT PRIMARY KEY,
    per_minute INTEGER NOT NULL CHECK (per_minute >= 0),
    per_day    INTEGER NOT NULL CHECK (per_day >= 0),
    trial      INTEGER NOT NULL CHECK (trial >= 0),
    route      TEXT NOT NULL CHECK (route IN ('builtin', 'upstream')),
    position   INTEGER NOT NULL
);

INSERT INTO tiers (name, per_minute, per_day, trial, route, position) VALUES
    ('sandbox', 10, 0, 10, 'builtin', 1),
    ('starter', 60, 1000, 0, 'builtin', 2),
    ('pro', 300, 20000, 0, 'upstream', 3),
    ('scale', 1200, 200000, 0, 'upstream', 4);

CREATE TABLE clients (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    email           TEXT,
    tier            TEXT NOT NULL REFERENCES tiers (name),
    callback_secret TEXT NOT NULL,
    trial_used      INTEGER NOT NULL DEFAULT 0,
    tier_requested  TEXT REFERENCES tiers (name),
    created_at      INTEGER NOT NULL
);

-- Only the SHA-256 of a key is kept, with a short prefix to show people which key it is.
CREATE TABLE api_keys (
    id         INTEGER PRIMARY KEY,
    client_id  TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    hash       BLOB NOT NULL UNIQUE,
    prefix     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    revoked_at INTEGER
);
CREATE INDEX api_keys_client ON api_keys (client_id);

-- Metered calls that answered 2xx, per client, UTC day and operation.
CREATE TABLE usage (
    client_id TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    day       TEXT NOT NULL,
    operation TEXT NOT NULL,
    count     INTEGER NOT NULL,
    PRIMARY KEY (client_id, day, operation)
) WITHOUT ROWID;

CREATE TABLE callback_hosts (
    id         INTEGER PRIMARY KEY,
    client_id  TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    host       TEXT NOT NULL,
    port       INTEGER NOT NULL DEFAULT 443,
    status     TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (client_id, host, port)
);

-- Dashboard accounts: admins, and people who read one client's page.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('admin', 'client')),
    client_id     TEXT REFERENCES clients (id) ON DELETE CASCADE,
    created_at    INTEGER NOT NULL,
    CHECK ((role = 'admin') = (client_id IS NULL))
);

-- One-time links: the first admin's setup link and client invitations. Hash only.
CREATE TABLE tokens (
    hash       BLOB PRIMARY KEY,
    purpose    TEXT NOT NULL CHECK (purpose IN ('setup', 'invite')),
    email      TEXT,
    client_id  TEXT REFERENCES clients (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
);
