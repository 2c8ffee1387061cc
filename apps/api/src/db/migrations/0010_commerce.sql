-- Buying and paying (docs/product.md §14): vouchers, bookings (orders), payment attempts and the
-- notifications gateways send. Amounts are bigint minor units of the booking's currency.

CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Stored upper-case; learners type it in any case.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{1,40}$'),
  -- {"en": …, "id": …, "ms": …}
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
  amount_minor bigint CHECK (amount_minor > 0),
  -- The cap of a percent voucher.
  max_discount_minor bigint CHECK (max_discount_minor > 0),
  min_purchase_minor bigint NOT NULL DEFAULT 0 CHECK (min_purchase_minor >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  scope text NOT NULL DEFAULT 'tenant' CHECK (scope IN ('tenant', 'course', 'category')),
  course_id integer REFERENCES courses(id) ON DELETE CASCADE,
  category_id integer REFERENCES categories(id) ON DELETE CASCADE,
  -- Uses for everyone (null: no limit); held counts the uses of pending orders, so two learners
  -- cannot both take the last one.
  quota integer CHECK (quota > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  -- Only users it is assigned to may use it (a welcome voucher); else anyone who has the code.
  assigned_only boolean NOT NULL DEFAULT false,
  -- Assigned to every new account of the tenant at registration.
  welcome boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, code),
  CHECK ((kind = 'percent' AND percent IS NOT NULL) OR (kind = 'fixed' AND amount_minor IS NOT NULL)),
  CHECK (quota IS NULL OR used_count <= quota),
  CHECK (scope <> 'course' OR course_id IS NOT NULL),
  CHECK (scope <> 'category' OR category_id IS NOT NULL),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

CREATE TABLE voucher_assignments (
  voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, voucher_id)
);

-- New accounts get the tenant's welcome vouchers, whichever code path creates them.
CREATE FUNCTION assign_welcome_vouchers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO voucher_assignments (voucher_id, user_id)
  SELECT v.id, NEW.id FROM vouchers v WHERE v.tenant_id = NEW.tenant_id AND v.welcome
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER users_welcome_vouchers AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION assign_welcome_vouchers();

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id),
  order_number text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
  currency text NOT NULL,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  voucher_id integer REFERENCES vouchers(id),
  voucher_discount_minor bigint NOT NULL DEFAULT 0 CHECK (voucher_discount_minor >= 0),
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  tax_rate numeric(5, 2) NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  gateway text,
  payment_method text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total_minor = price_minor - discount_minor - voucher_discount_minor)
);
-- One open order per learner and course: twenty buys at once make one booking.
CREATE UNIQUE INDEX bookings_open_idx ON bookings (user_id, course_id) WHERE status IN ('pending', 'paid');
-- A learner's history, newest first.
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC, id DESC);
-- The expiry job walks pending orders by deadline.
CREATE INDEX bookings_pending_idx ON bookings (expires_at) WHERE status = 'pending';

-- A voucher's use by an order: held while the order is pending, used once it is paid, released
-- when it fails, expires or is cancelled, or the voucher is taken off.
CREATE TABLE voucher_redemptions (
  id serial PRIMARY KEY,
  voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'used', 'released')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_redemptions_user_idx ON voucher_redemptions (user_id, voucher_id) WHERE status <> 'released';
CREATE UNIQUE INDEX voucher_redemptions_booking_idx ON voucher_redemptions (booking_id) WHERE status <> 'released';

-- Each start of paying is an attempt with its own gateway order id (a gateway refuses an order id
-- twice, and the learner may change the method).
CREATE TABLE payments (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  method text NOT NULL,
  gateway_order_id text NOT NULL UNIQUE,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
  redirect_url text NOT NULL DEFAULT '',
  -- The gateway's own id of the transaction, when it gives one.
  reference text,
  -- The sandbox checkout's unguessable page key.
  checkout_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_booking_idx ON payments (booking_id, id DESC);

-- Every notification a gateway sent, verified or not, and what it did: replays, forged
-- signatures and wrong amounts can be read back. The payload keeps no card data (gateways send none).
CREATE TABLE payment_notifications (
  id bigserial PRIMARY KEY,
  gateway text NOT NULL,
  gateway_order_id text,
  booking_id integer REFERENCES bookings(id) ON DELETE CASCADE,
  -- applied, duplicate, ignored, amount_mismatch, bad_signature, unknown_order, invalid
  result text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_notifications_booking_idx ON payment_notifications (booking_id, id);

-- Settings the deployment makes for itself and every instance shares, e.g. the built-in sandbox
-- gateway's signing key when PAYMENT_SANDBOX_KEY is not set.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
