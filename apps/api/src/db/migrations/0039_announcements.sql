-- Announcements (issue 25 item 6, docs/decisions.md 55): mail from the studio to a course's
-- learners, each in their own language, sent by a job (the `jobs` queue, 0029) through the
-- messenger, with a signed unsubscribe link.

-- One announcement: who sent it to whom, what it says per language, and how its mailing stands.
-- The audience has a kind: 'course' (its enrolled learners) today; a cohort is another kind with
-- its own column, added to the CHECKs below.
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  audience_kind text NOT NULL DEFAULT 'course' CHECK (audience_kind IN ('course')),
  course_id integer REFERENCES courses(id) ON DELETE CASCADE,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- The sender's name when sent, kept if their account goes.
  sender_name text NOT NULL,
  -- { en, id, ms } as written: '' where a language was not written (its learners read another's).
  subject jsonb NOT NULL,
  body jsonb NOT NULL,
  -- The company's default language when sent: the text unwritten languages read first.
  default_language text NOT NULL CHECK (default_language IN ('en', 'id', 'ms')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  recipients_count integer NOT NULL DEFAULT 0 CHECK (recipients_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (audience_kind <> 'course' OR course_id IS NOT NULL)
);
CREATE INDEX announcements_tenant_idx ON announcements (tenant_id, created_at DESC, id);
CREATE INDEX announcements_course_idx ON announcements (course_id, created_at DESC);

-- Who an announcement is for, fixed when it is sent, and what became of each mail. A recipient
-- unsubscribed before their mail went is 'skipped'; 'failed' after three tries.
CREATE TABLE announcement_recipients (
  announcement_id uuid NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'skipped', 'failed')),
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  last_error text,
  sent_at timestamptz,
  PRIMARY KEY (announcement_id, user_id)
);
CREATE INDEX announcement_recipients_pending_idx ON announcement_recipients (announcement_id, user_id)
  WHERE state = 'pending';

-- Learners who want no more announcements from their company (a user is one company's). Receipts,
-- certificates and account mail still go. `announcement_id`: the mail whose link they used.
CREATE TABLE announcement_unsubscribes (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  announcement_id uuid REFERENCES announcements(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A mail's own headers (List-Unsubscribe, List-Unsubscribe-Post), kept with it in the outbox as
-- SMTP would send them.
ALTER TABLE outbox ADD COLUMN headers jsonb;
