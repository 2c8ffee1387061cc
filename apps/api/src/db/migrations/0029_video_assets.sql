-- Videos a company uploads in the studio (issue 24 item 4), and the job queue that transcodes them.

-- Background jobs, in the database every instance shares (docs/decisions.md §41). A job is taken
-- with FOR UPDATE SKIP LOCKED and held by a lease that its worker renews while it runs: a job whose
-- process died is taken again once its lease ends. `attempts` counts the takes.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  queue text NOT NULL CHECK (queue ~ '^[a-z][a-z0-9_-]{0,40}$'),
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- Not taken before this time: the back-off after a failure.
  run_at timestamptz NOT NULL DEFAULT now(),
  -- Who holds a running job, and until when (renewed by its heartbeat).
  locked_by text,
  lease_until timestamptz,
  -- 0 to 100, written with the heartbeat.
  progress real NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (state <> 'running' OR (locked_by IS NOT NULL AND lease_until IS NOT NULL))
);
-- The next job of a queue, and running jobs by the end of their lease: both small partial indexes.
CREATE INDEX jobs_ready_idx ON jobs (queue, run_at, id) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (lease_until) WHERE state = 'running';

-- One uploaded video and what transcoding made of it. The id is also the tus upload's id, so a
-- client knows its video from the moment the upload is created.
CREATE TABLE video_assets (
  id uuid PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'uploading'
    CHECK (status IN ('uploading', 'uploaded', 'queued', 'transcoding', 'ready', 'failed')),
  progress real NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  -- A code of the contract's videoErrorCodes (packages/contract/src/studio/video.ts) when failed.
  error_code text,
  -- Codes of videoWarningCodes, e.g. no audio track: the video is still usable.
  warnings text[] NOT NULL DEFAULT '{}',
  file_name text NOT NULL DEFAULT '' CHECK (length(file_name) <= 255),
  byte_size bigint NOT NULL CHECK (byte_size >= 0),
  duration_ms integer CHECK (duration_ms > 0),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  has_audio boolean,
  source_key text CHECK (source_key ~ '^[a-z0-9][a-z0-9./_-]{0,200}$'),
  hls_master_key text CHECK (hls_master_key ~ '^[a-z0-9][a-z0-9./_-]{0,200}$'),
  -- The MP4 as a lesson file, so the lesson player plays it as it plays any lesson video.
  mp4_file_id uuid REFERENCES stored_files(id),
  -- The poster frame (JPEG), a stored file too: the studio shows it through a signed link.
  poster_file_id uuid REFERENCES stored_files(id),
  -- Heights of the HLS renditions made, e.g. {240,360,480,720}.
  renditions integer[] NOT NULL DEFAULT '{}',
  job_id bigint REFERENCES jobs(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'failed' OR error_code IS NOT NULL)
);
CREATE INDEX video_assets_tenant_idx ON video_assets (tenant_id, created_at DESC);
-- Uploads not yet handed to the queue, looked up at start (a finish the server did not live to do).
CREATE INDEX video_assets_pending_idx ON video_assets (status) WHERE status IN ('uploading', 'uploaded');
