-- Catalogue (issue #4): written by the catalogue work.
SELECT 1;
