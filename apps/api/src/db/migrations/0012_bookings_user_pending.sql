-- Every read of a learner's orders first expires their pending orders past the deadline
-- (bookings/service.ts). Through bookings_user_idx that visited every order of the user (500 heap
-- rows for a heavy buyer, on each history page); this partial index holds only pending orders.
CREATE INDEX bookings_user_pending_idx ON bookings (user_id, expires_at) WHERE status = 'pending';
