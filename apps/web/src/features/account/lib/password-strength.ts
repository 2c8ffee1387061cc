export type Strength = 0 | 1 | 2 | 3 | 4;

/**
 * A rough hint while typing (0 empty … 4 strong): length counts most, then variety. The server
 * has the final word (length rules and the list of common passwords).
 */
export function passwordStrength(password: string): Strength {
  if (!password) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  const length = [...password].length;
  if (length < 8) return 1;
  if (/^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|pass|qwer)/i.test(password)) return 1;
  if (length >= 16 || (length >= 12 && classes >= 3)) return 4;
  if (length >= 12 || classes >= 3) return 3;
  return 2;
}
