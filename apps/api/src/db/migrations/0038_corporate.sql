-- Corporate enrolment (issue 25 item 4, docs/product.md "The studio": corporate enrolment,
-- decision 54). A company's admin enrols a client's people (a CSV of names and emails) in chosen
-- courses as one corporate order, invoiced and paid outside the site:
--   * corporate_orders: the order, with the client's name and the invoice number, unique in the
--     company in any case (importing the same invoice again is refused, never a second enrolment);
--   * corporate_order_courses: the courses it enrols in;
--   * corporate_order_people: who it covers (the cohort), and whether the order made their account
--     and invited them.
-- The enrolments themselves are ordinary `enrollments` rows, so students counts, progress,
-- certificates and the learner reports work as for a course bought on the site. No `bookings` row:
-- the site's sales figures count the site's own orders (decision 54).

CREATE TABLE corporate_orders (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  invoice_number text NOT NULL,
  client_name text NOT NULL,
  -- The language the people new to the company were invited in (their account's language).
  language text NOT NULL CHECK (language IN ('en', 'id', 'ms')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  people integer NOT NULL,
  invited integer NOT NULL,
  enrolments integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX corporate_orders_invoice_idx ON corporate_orders (tenant_id, lower(invoice_number));
-- The studio's list, newest first.
CREATE INDEX corporate_orders_list_idx ON corporate_orders (tenant_id, created_at DESC, id DESC);

CREATE TABLE corporate_order_courses (
  order_id integer NOT NULL REFERENCES corporate_orders(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  PRIMARY KEY (order_id, course_id)
);

CREATE TABLE corporate_order_people (
  order_id integer NOT NULL REFERENCES corporate_orders(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The line of the file the person was on: the cohort lists them in the file's order.
  row_number integer NOT NULL,
  -- The order made their account and mailed them a link to set their password.
  invited boolean NOT NULL,
  PRIMARY KEY (order_id, user_id)
);
CREATE INDEX corporate_order_people_user_idx ON corporate_order_people (user_id);
CREATE INDEX corporate_order_people_row_idx ON corporate_order_people (order_id, row_number);
