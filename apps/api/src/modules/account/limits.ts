import type { RateRule } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Every limit of the account calls (listed in the README). Per account means per
 * tenant + email (or phone); per IP counts every tenant together. Past a limit: 429 + Retry-After.
 */
export const limits = {
  loginAccount: { name: 'login:account', limit: 10, windowSeconds: MINUTE },
  loginIp: { name: 'login:ip', limit: 30, windowSeconds: MINUTE },
  registerAccount: { name: 'register:account', limit: 5, windowSeconds: HOUR },
  registerIp: { name: 'register:ip', limit: 10, windowSeconds: HOUR },
  /** A step checked before the last (email taken? phone taken?): enough for typos, not for a list. */
  registerCheckIp: { name: 'register-check:ip', limit: 30, windowSeconds: 10 * MINUTE },
  forgotAccount: { name: 'forgot:account', limit: 5, windowSeconds: HOUR },
  forgotIp: { name: 'forgot:ip', limit: 20, windowSeconds: HOUR },
  otpSendPhone: { name: 'otp-send:phone', limit: 5, windowSeconds: HOUR },
  otpSendIp: { name: 'otp-send:ip', limit: 20, windowSeconds: HOUR },
  otpVerifyPhone: { name: 'otp-verify:phone', limit: 10, windowSeconds: 15 * MINUTE },
  otpVerifyIp: { name: 'otp-verify:ip', limit: 30, windowSeconds: 15 * MINUTE },
  resetIp: { name: 'reset:ip', limit: 20, windowSeconds: HOUR },
  confirmIp: { name: 'confirm:ip', limit: 30, windowSeconds: HOUR },
  changePasswordUser: { name: 'change-password:user', limit: 10, windowSeconds: 15 * MINUTE },
  /** Profile updates (each one audited): far more than anyone fixes a typo, far less than a loop. */
  profileUser: { name: 'profile:user', limit: 30, windowSeconds: 10 * MINUTE },
  /** Logging in before confirming re-sends the link, at most this often (silently skipped past it). */
  confirmResend: { name: 'confirm-resend:account', limit: 3, windowSeconds: HOUR },
  /** "Send the confirmation again", per address (per account it shares confirmResend). */
  confirmResendIp: { name: 'confirm-resend:ip', limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;
