-- The ids a learner sees for an attempt's options: drawn at random for each attempt, in the same
-- order as option_order, so they tell nothing of the order the author wrote the options in nor of
-- the right one (docs/product.md §16). The server maps them back to the options.
ALTER TABLE quiz_attempts ADD COLUMN option_keys integer[];
-- Attempts from before keep the ids their learners already hold: the options' own.
UPDATE quiz_attempts SET option_keys = option_order;
ALTER TABLE quiz_attempts
  ALTER COLUMN option_keys SET NOT NULL,
  ADD CONSTRAINT quiz_attempts_option_keys_check CHECK (cardinality(option_keys) = cardinality(option_order));
