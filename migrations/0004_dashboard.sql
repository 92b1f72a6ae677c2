-- Dashboard sessions. The cookie carries a random session id, signed and encrypted with
-- keys made on first start; the row says whose it is and when it was last used, so
-- logging out, a password change or a key rotation ends it at once.
CREATE TABLE session_keys (
    id         INTEGER PRIMARY KEY,
    hash_key   BLOB NOT NULL,
    block_key  BLOB NOT NULL,
    created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
    hash       BLOB PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    seen_at    INTEGER NOT NULL,
    address    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id);

-- When a client asked for the tier in tier_requested (shown to admins).
ALTER TABLE clients ADD COLUMN tier_requested_at INTEGER;
