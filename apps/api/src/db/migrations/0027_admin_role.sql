-- A company's administrator (issue 24 item 1): a studio role that edits every course of its company,
-- where a contributor edits the courses they are a mentor of. Set by the operator with
-- `npm run tenant -- set-role <slug> <email> admin`.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('consumer', 'contributor', 'admin'));
