-- The learner's player streams a transcoded video's HLS ladder (issue 24 item 4, decision 45).
-- The content answer finds a lesson file's video by its MP4, and the playlist route finds the
-- lessons that play a video by their file: both by index, not by scanning every company's rows.
CREATE UNIQUE INDEX video_assets_mp4_idx ON video_assets (mp4_file_id) WHERE mp4_file_id IS NOT NULL;
CREATE INDEX lessons_file_idx ON lessons (file_id) WHERE file_id IS NOT NULL;
