-- Mail and SMS go out in the learner's language (docs/decisions.md 36): the language they last
-- used, kept on their account from the `lang` of their registration, logins and signed-in calls.
-- NULL until they have used one (accounts from before, calls without `lang`): their mail is then
-- in the company's default language.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'id', 'ms'));

-- Mail is branded HTML with a plain-text part; the outbox keeps both, and /dev/outbox shows the
-- HTML version. Texts (SMS) and mail kept before this have none.
ALTER TABLE outbox ADD COLUMN html text;
