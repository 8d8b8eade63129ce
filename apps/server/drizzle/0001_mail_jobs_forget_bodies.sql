-- Queued mail no longer keeps its body (it held live reset links and codes). Rows recorded with a
-- body cannot be rebuilt from a template, so they are dropped: a code or link can be asked for again.
DELETE FROM "mail_jobs";
