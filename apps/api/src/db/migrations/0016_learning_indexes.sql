-- Learning at scale (issue 11 item 7, bench/results.md "Learning at scale"): a lesson's section is
-- always of the lesson's own course. The curriculum reads (get-my-learning's next lesson,
-- get-lesson-progress) walk a course's sections in order, (course_id, position), then each
-- section's lessons, (section_id, position), and stop at the first lesson not completed; that is
-- the same set of lessons as "the lessons of the course" only when this holds, so it is a
-- constraint now, not a habit of the importers. The unique index it needs is on the small table.
ALTER TABLE course_sections ADD CONSTRAINT course_sections_id_course_key UNIQUE (id, course_id);
ALTER TABLE lessons ADD CONSTRAINT lessons_section_course_fkey
  FOREIGN KEY (section_id, course_id) REFERENCES course_sections (id, course_id) ON DELETE CASCADE;
