-- Quizzes (docs/product.md "Quizzes"): a quiz is a lesson of type 'quiz'; its questions, the
-- learners' attempts with the server's clock, and the answers saved as they go.

CREATE TABLE quizzes (
  lesson_id integer PRIMARY KEY REFERENCES lessons(id) ON DELETE CASCADE,
  time_limit_seconds integer NOT NULL CHECK (time_limit_seconds BETWEEN 30 AND 86400),
  -- Percent of the points needed to pass.
  pass_mark integer NOT NULL CHECK (pass_mark BETWEEN 0 AND 100),
  -- Attempts a learner may start; null: as many as they like.
  max_attempts integer CHECK (max_attempts > 0),
  -- How a multiple-choice question scores: all its options right, or right picks less wrong picks.
  scoring text NOT NULL DEFAULT 'all_or_nothing' CHECK (scoring IN ('all_or_nothing', 'partial'))
);

-- Written in the course's language, like its videos: a quiz is content, not interface.
CREATE TABLE quiz_questions (
  id serial PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES quizzes(lesson_id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple', 'true_false', 'short_text')),
  prompt text NOT NULL CHECK (char_length(prompt) BETWEEN 1 AND 2000),
  explanation text NOT NULL DEFAULT '',
  -- short_text: the answers that count, compared after normalising both sides (quiz/grading.ts).
  accepted_answers text[] NOT NULL DEFAULT '{}',
  UNIQUE (quiz_id, position)
);

CREATE TABLE quiz_options (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES quiz_questions(id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  is_correct boolean NOT NULL DEFAULT false,
  UNIQUE (question_id, position)
);

-- One attempt of one learner. The clock is the server's: started_at and deadline are written here
-- and nothing a client sends moves them.
CREATE TABLE quiz_attempts (
  id serial PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES quizzes(lesson_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz NOT NULL,
  -- This attempt's shuffled order: question ids, and every option id grouped by question.
  question_order integer[] NOT NULL,
  option_order integer[] NOT NULL,
  closed_at timestamptz,
  closed_by text CHECK (closed_by IN ('learner', 'deadline')),
  points numeric(7, 3),
  score numeric(5, 2) CHECK (score BETWEEN 0 AND 100),
  passed boolean,
  CHECK ((closed_at IS NULL) = (closed_by IS NULL) AND (closed_at IS NULL) = (score IS NULL)),
  UNIQUE (user_id, quiz_id, number)
);
-- One open attempt per learner and quiz, shared by every tab and device.
CREATE UNIQUE INDEX quiz_attempts_open_idx ON quiz_attempts (user_id, quiz_id) WHERE closed_at IS NULL;
-- The job that closes attempts nobody submitted reads only the open ones.
CREATE INDEX quiz_attempts_due_idx ON quiz_attempts (deadline) WHERE closed_at IS NULL;

CREATE TABLE quiz_answers (
  attempt_id integer NOT NULL REFERENCES quiz_attempts(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES quiz_questions(id) ON DELETE CASCADE,
  option_ids integer[] NOT NULL DEFAULT '{}',
  text_answer text CHECK (char_length(text_answer) <= 200),
  flagged boolean NOT NULL DEFAULT false,
  -- 0–1, set when the attempt is graded.
  credit numeric(4, 3),
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, question_id)
);
