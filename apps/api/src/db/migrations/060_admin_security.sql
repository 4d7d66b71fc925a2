-- Login attempt counters shared by every server instance (one row per limiter key and window).
CREATE TABLE rate_limit (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  reset_at  timestamptz NOT NULL
);

-- Who changed which deck category, when, and what the change was.
CREATE TABLE admin_audit (
  id          serial PRIMARY KEY,
  user_id     integer REFERENCES admin_user (id) ON DELETE SET NULL,
  username    text NOT NULL,
  action      text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  target_id   integer,
  target_name text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC);

CREATE INDEX session_expires_idx ON session (expires_at);
